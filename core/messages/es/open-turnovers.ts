// The Spanish text of "open to nearby cleaners" (issue 17): an unfilled turnover its host opens to
// cleaners in the property's state, who see it on /browse-jobs and request it; the host picks one (or
// the first request is taken at once, and that cleaner waits for the host's 'Approve access': issue 35).
import type { Widen } from '../widen';
import type { openTurnovers as english } from '../en/open-turnovers';
export const openTurnovers: Widen<typeof english> = {
  host: {
    open: 'Abrir a profesionales cercanos',
    openTitle: '¿Abrir esta limpieza a profesionales cercanos?',
    openDescription:
      'Los profesionales de limpieza en {state} verán su fecha, hora, pago, ciudad y tamaño en Buscar trabajos (nunca la dirección ni tus notas) y podrán pedirla.',
    autoAccept: 'Dársela al primer profesional que la pida',
    autoAcceptHint: 'Desactivado: tú eliges entre las solicitudes.',
    autoAcceptWarning:
      'Con esto activado, quien la pida primero se queda con la limpieza y ve su dirección al instante, aunque nunca lo hayas contratado. Solo verá las instrucciones de acceso después de que veas quién es y presiones “Aprobar acceso”.',
    openConfirm: 'Abrir a profesionales cercanos',
    opening: 'Abriendo…',
    keep: 'Ahora no',
    opened: 'Los profesionales cercanos ya pueden pedir esta limpieza.',
    requestsHeading: 'Solicitudes',
    noRequests: 'Todavía no hay solicitudes. Te avisamos en cuanto un profesional la pida.',
    autoAcceptOn: 'La primera solicitud se la queda.',
    from: 'de {city}, {state}',
    assign: 'Asignar',
    assignLabel: 'Asignar a {name}',
    assigning: 'Asignando…',
    assigned: '{name} tiene la limpieza.',
    requestStatus: {
      requested: 'En espera',
      accepted: 'Asignada',
      not_selected: 'No seleccionada',
      withdrawn: 'Retirada',
    },
    heldHeading: 'Tomada por aceptación automática: aprueba el acceso',
    heldDetail: 'Lo pidió primero y la tiene. No puede ver las instrucciones de acceso hasta que lo apruebes.',
    approveAccess: 'Aprobar acceso',
    approveAccessLabel: 'Aprobar acceso para {name}',
    approving: 'Aprobando…',
    approved: '{name} ya puede ver las instrucciones de acceso durante su horario.',
  },
  cleaner: {
    heading: 'Limpiezas urgentes cerca de ti',
    description: 'Limpiezas de una sola vez que los anfitriones necesitan pronto. Pide una y el anfitrión decide.',
    window: '{start} – {end}',
    size: 'Hab.: {bedrooms} · Baños: {bathrooms}',
    request: 'Pedir',
    requestLabel: 'Pedir la limpieza del {date} en {city}',
    requesting: 'Enviando…',
    requested: 'Pedida',
    requestedToast: 'Listo, la pediste. Ya le avisamos al anfitrión.',
    assignedToast: 'Es tuya: mírala en tu agenda.',
    loadFailed: 'No se pudieron cargar las limpiezas urgentes.',
  },
  requested: {
    title: 'Un profesional pidió tu limpieza',
    message: '{cleaner} pidió hacer la limpieza del {date} en {place}.',
  },
  autoAssigned: {
    title: 'Limpieza tomada',
    message:
      '{cleaner} pidió la limpieza del {date} en {place} y ya la tiene (primera solicitud). No puede ver las instrucciones de acceso hasta que apruebes el acceso en la página Limpiezas.',
  },
  assigned: {
    title: 'La limpieza es tuya',
    message: 'El anfitrión te dio la limpieza del {date}, {start}–{end} en {place}. Ya está en tu agenda.',
  },
  /** To the cleaner auto-accept gave it to; `{held}` is why the access instructions wait (playbook.cleaner.accessHeld). */
  autoAssignedToYou: {
    title: 'La limpieza es tuya',
    message:
      'La pediste primero: la limpieza del {date}, {start}–{end} en {place} es tuya y ya está en tu agenda. {held}',
  },
  accessApproved: {
    title: 'Acceso aprobado',
    message:
      'El anfitrión te confirmó para la limpieza del {date} en {place}. Las instrucciones de acceso se muestran desde 24 horas antes del horario.',
  },
  notSelected: {
    title: 'La limpieza se le dio a otro profesional',
    message: 'La limpieza del {date} en {city} se le dio a otro profesional.',
  },
  errors: {
    notFound: 'Limpieza no encontrada.',
    requestNotFound: 'Esa solicitud ya no existe.',
    notOpen: 'Esta limpieza no está abierta a profesionales cercanos.',
    notUnfilled: 'Solo una limpieza próxima sin cubrir se puede abrir a profesionales cercanos.',
    taken: 'Alguien ya tomó esta limpieza.',
  },
} as const;
