// The Spanish text of applicant management (spec §2 applicants pages, §4, §6, §8).
import type { Widen } from '../widen';
import type { applicants as english } from '../en/applicants';
export const applicants: Widen<typeof english> = {
  jobPage: {
    pageTitle: 'Solicitantes',
    title: 'Solicitantes',
    subtitle: 'Profesionales de limpieza que enviaron una solicitud para {place}.',
    backToDashboard: 'Volver al panel',
    viewAllJobs: 'Solicitantes de todos los trabajos',
  },
  allPage: {
    pageTitle: 'Todos los solicitantes',
    title: 'Todos los solicitantes',
    subtitle: 'Solicitudes de todos tus trabajos activos.',
    filteredSubtitle: 'Solicitudes de uno de tus trabajos.',
    showAllJobs: 'Mostrar todos los trabajos',
    viewAllForJob: 'Ver todas las solicitudes de este trabajo',
    noJobsTitle: 'No hay trabajos activos',
    noJobsDescription: 'Publica un trabajo para empezar a recibir solicitudes.',
    postJob: 'Publicar un trabajo',
    jobApplicantCount: '{count} solicitantes',
    jobApplicantCountOne: '1 solicitante',
  },
  filters: {
    label: 'Filtrar solicitantes',
    all: 'Todos',
    favorites: 'Favoritos',
    rejected: 'Rechazados',
  },
  loading: 'Cargando solicitantes...',
  loadFailed: 'No se pudieron cargar los solicitantes. Inténtalo de nuevo.',
  empty: {
    allTitle: 'Todavía no hay solicitantes',
    allDescription: 'Aquí aparecerán los profesionales que envíen una solicitud a este trabajo.',
    favoritesTitle: 'Todavía no hay favoritos',
    favoritesDescription: 'Marca a un solicitante con la estrella para agregarlo a tus favoritos.',
    rejectedTitle: 'No hay solicitantes rechazados',
    rejectedDescription: 'Aquí aparecerán los solicitantes que rechaces.',
  },
  card: {
    experience: '{years} años de experiencia',
    rating: 'Calificación {rating}',
    availability: 'Disponibilidad',
    bio: 'Acerca de',
    appliedOn: 'Solicitud del {date}',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    status: 'Estado',
    highlightedLabel: 'Profesional destacado',
    highlightedTooltip: 'Este profesional destacó su solicitud.',
    lockedTitle: 'Datos ocultos en el plan Gratis',
    upgradeToUnlock: 'Mejorar plan para verlos',
  },
  statuses: {
    pending: 'Pendiente',
    favorite: 'Favorito',
    rejected: 'Rechazado',
    accepted: 'Contratado',
    contacting: 'En contacto',
  },
  actions: {
    favorite: 'Agregar a {name} a favoritos',
    unfavorite: 'Quitar a {name} de favoritos',
    reject: 'Rechazar',
    unreject: 'Deshacer rechazo',
    contact: 'Contactar',
    hire: 'Contratar',
    updating: 'Actualizando...',
  },
  /** Shown under a card's buttons when some are unavailable, saying why (issue 14). */
  unavailable: {
    rejected: 'Deshaz el rechazo de este solicitante para contratarlo.',
    contacting:
      'Estás en contacto con este profesional: contrátalo o recházalo. La estrella es para solicitantes que todavía no has contactado.',
    accepted: 'Contratado: una contratación es definitiva, así que no se puede marcar con estrella ni rechazar.',
  },
  /**
   * Issue 37: Hire asks first and says what follows: where the cleaner joins the job's team, and
   * that offers wait for the host's 'Send offers' (or the grace) so the team can be ordered first.
   */
  hireDialog: {
    title: '¿Contratar a {name}?',
    joinsAsPrimary:
      '{name} se une al equipo de {place} en la posición 1, como principal: las limpiezas se le ofrecen primero.',
    joinsAsBackup: '{name} se une al equipo de {place} en la posición {position}, como suplente {backup}.',
    offers:
      'Las próximas limpiezas se ofrecen cuando presionas “Enviar ofertas” en el equipo, o automáticamente después de {minutes} minutos sin cambios en él. Primero puedes reordenar el equipo.',
    email: 'Recibirá un correo de “Te contrataron”. Una contratación es definitiva.',
    confirm: 'Contratar',
    cancel: 'Ahora no',
    busy: 'Contratando…',
  },
  hiredToast: {
    title: 'Contrataste a {name}',
    description:
      'Se unió al equipo. Envía las ofertas desde la página Limpiezas del trabajo cuando el equipo esté listo.',
  },
  /** On a hired applicant's card: the job's team and turnovers, where offers are sent. */
  teamLink: 'Equipo y limpiezas',
  /** Subject of the mail draft Contact opens. */
  contactSubject: 'Tu solicitud en TurnReady para {place}',
  toast: {
    updatedTitle: 'Estado actualizado',
    updatedDescription: 'El estado de la solicitud cambió a "{status}".',
    failed: 'No se pudo actualizar el estado: {message}',
  },
  errors: {
    applicationNotFound: 'Solicitud no encontrada.',
    /** e.g. 'An application that is "Hired" cannot be rejected.' (the status's label); Spanish puts {action} as an infinitive. */
    invalidTransition: 'Una solicitud en estado "{status}" no se puede {action}.',
    actionPastTense: {
      favorite: 'agregar a favoritos',
      unfavorite: 'quitar de favoritos',
      reject: 'rechazar',
      unreject: 'sacar de rechazados',
      contact: 'contactar',
      hire: 'contratar',
    },
    changedMeanwhile: 'Esta solicitud cambió mientras tanto. Vuelve a cargar la página e inténtalo de nuevo.',
    locked: 'Mejora tu plan para ver y gestionar a este solicitante.',
    invalidAction: 'Elige una de estas: favorite, unfavorite, reject, unreject, contact, hire.',
  },
  /**
   * What the cleaner is told when the host changes an application (a notification): only a hire and,
   * after a grace for an undo, 'not selected' (issue 14). Starring, contacting and un-rejecting are
   * the host's private triage and tell no one.
   */
  cleanerNotification: {
    hiredTitle: '¡Te contrataron!',
    hiredMessage: 'El anfitrión te contrató para {place}: estás en su equipo. Tus limpiezas aparecerán en tu agenda.',
    notSelectedTitle: 'Solicitud no seleccionada',
    notSelectedMessage:
      'El anfitrión de {place} eligió a otro profesional esta vez. Sigue enviando solicitudes: todos los días se publican trabajos nuevos.',
  },
} as const;
