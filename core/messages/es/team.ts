// The Spanish text of the job's team (issue 17): the Team section of the host's Turnovers page and
// its errors. The first member is the primary, the others backups in order.
import type { Widen } from '../widen';
import type { team as english } from '../en/team';
export const team: Widen<typeof english> = {
  heading: 'Equipo',
  explainer: 'Las limpiezas se ofrecen primero al principal y luego a los suplentes, en orden.',
  loading: 'Cargando el equipo…',
  loadFailed: 'No se pudo cargar el equipo.',
  empty:
    'Todavía no hay profesionales en el equipo. Contrata a un profesional de entre tus solicitantes y se unirá al equipo.',
  primary: 'Principal',
  backup: 'Suplente {number}',
  hiredOn: 'Contratado el {date}',
  /**
   * Each member's record at this property (issue 37: this job's offers and turnovers only, never
   * another property's), shown on their card after `scope`. Spanish puts the count after a label
   * ("confirmadas: 3"), so one form reads right for 1 and for many.
   */
  reliability: {
    scope: 'En esta propiedad:',
    noOffers: 'todavía sin ofertas',
    offered: 'ofrecidas: {count}',
    answered: 'respondidas: {count}',
    pending: 'pendientes: {count}',
    confirmed: 'confirmadas: {count}',
    declined: 'rechazadas: {count}',
    lateCancellations: 'canceladas tarde: {count}',
    completed: 'completadas: {count}',
    missed: 'no realizadas: {count}',
  },
  /** Issue 37: after a change to the team, upcoming turnovers wait for the host before they are offered. */
  offersHeld: {
    title: 'Hay ofertas esperándote',
    body: 'Las próximas limpiezas se le ofrecerán a {name} a las {time}, {minutes} minutos después de tu último cambio al equipo. Si quieres, primero reordena el equipo.',
    send: 'Enviar ofertas ahora',
    sending: 'Enviando ofertas…',
    sent: 'Ofertas enviadas al equipo.',
  },
  moveUp: 'Subir',
  moveDown: 'Bajar',
  /** Accessible names: the button's visible words first (so voice control finds them), then whom it moves. */
  moveUpLabel: 'Subir: {name}',
  moveDownLabel: 'Bajar: {name}',
  moved: '{name} ahora es {role}.',
  remove: 'Quitar del equipo',
  removeLabel: 'Quitar del equipo: {name}',
  removeTitle: '¿Quitar a {name} del equipo?',
  removeDescription:
    'Sigue contratado en este trabajo y puedes volver a agregarlo. Las limpiezas que confirmó pasan al instante al siguiente profesional del equipo; las que todavía esperan su respuesta se vuelven a ofrecer cuando envíes las ofertas.',
  removeConfirm: 'Quitar del equipo',
  removeCancel: 'Dejar en el equipo',
  removing: 'Quitando…',
  removed: 'Se quitó a {name} del equipo.',
  removedHeading: 'Quitados del equipo',
  addBack: 'Volver a agregar',
  addBackLabel: 'Volver a agregar: {name}',
  addedBack: '{name} volvió al equipo, al final de la fila.',
  errors: {
    notMember: 'Este profesional no está en el equipo.',
    notHired: 'Solo los profesionales contratados en este trabajo pueden unirse a su equipo.',
    alreadyMember: 'Este profesional ya está en el equipo.',
    cannotMoveUp: 'El principal no puede subir más.',
    cannotMoveDown: 'El último del equipo no puede bajar más.',
  },
} as const;
