// The Spanish text of the notification bell (spec §2 notification popover) and of the notifications
// themselves, which the server writes into each row.
import type { Widen } from '../widen';
import type { notifications as english } from '../en/notifications';
export const notifications: Widen<typeof english> = {
  bell: 'Notificaciones',
  bellWithUnread: 'Notificaciones, {count} sin leer',
  heading: 'Notificaciones',
  loading: 'Cargando notificaciones...',
  empty: 'Todavía no tienes notificaciones',
  markAllRead: 'Marcar todas como leídas',
  unread: 'Sin leer',
  /** Issue 37: a notification's age under a minute; older ones read "5 minutes ago", "yesterday" (Intl). */
  justNow: 'justo ahora',
  newApplication: {
    title: 'Nueva solicitud',
    message: '{cleaner} envió una solicitud a tu trabajo en {city}, {state}.',
    /** {cleaner} when the cleaner has no name to show. */
    someCleaner: 'Un profesional de limpieza',
  },
  applicationStatus: {
    title: 'Novedades de tu solicitud',
    message: 'Tu solicitud para el trabajo en {city}, {state} ahora está "{status}".',
  },
  postingsPaused: {
    title: 'Trabajos publicados en pausa',
    message:
      'El límite de trabajos abiertos de tu plan es {max}, así que pausamos los {count} más recientes: {jobs}. Elige en tu panel qué trabajos siguen abiertos.',
  },
  postingsPausedEmail: {
    subject: 'Pausamos {count} de tus trabajos publicados',
    preheader: 'El límite de trabajos abiertos de tu plan es {max}. Elige cuáles siguen abiertos.',
    heading: 'Algunos de tus trabajos publicados están en pausa',
    greeting:
      'Hola, {name}: el límite de trabajos abiertos de tu plan {plan} es {max}, así que pausamos los {count} más recientes:',
    body: 'Los profesionales de limpieza ya no ven los trabajos en pausa y no pueden enviarles solicitudes. Los solicitantes que ya tienes, las contrataciones y todo lo demás siguen igual. En tu panel puedes pausar otro trabajo para reabrir uno de estos, o mejorar tu plan para reabrir más.',
    action: 'Elegir trabajos abiertos',
    footnote: 'Recibes este correo porque cambió tu plan de TurnReady.',
  },
  newApplicantEmail: {
    subject: 'Nuevo solicitante para tu trabajo en {city}, {state}',
    preheader: '{cleaner} envió una solicitud a tu trabajo.',
    heading: 'Tienes un nuevo solicitante',
    body: 'Hola, {host}: {cleaner} envió una solicitud a tu trabajo en {place}.',
    action: 'Ver solicitantes',
    footnote: 'Recibes este correo porque publicaste este trabajo en TurnReady.',
  },
} as const;
