// The Spanish text of issue 38: the installable app and push notifications: the profile's device
// section, the install banner, and the words a push and its service worker show. Read directly (not
// through the page catalog): the service worker and the server import it too.
import type { Widen } from '../widen';
import type { push as english } from '../en/push';
export const push: Widen<typeof english> = {
  /** Push bodies for cleaners: no place named (they show on a locked screen before a confirmation). */
  offeredBody: '{date}, {start}–{end}. Responde antes del {deadline}.',
  offeredInChanges: 'Te ofrecen una nueva limpieza. ¿Puedes hacerla?',
  /** At half an offer's answer time, while it is unanswered ({left}: core/messages/en/turnover-words.ts timeLeft). */
  reminder: {
    title: 'Una oferta está por vencer',
    body: '{date}, {start}–{end}. Tienes {left} para responder.',
    /** Several offered together (an import) come due together: one push, the soonest deadline's time left. */
    titleMany: 'Hay ofertas por vencer',
    bodyMany: '{count} limpiezas que te ofrecieron esperan tu respuesta. Tienes {left} para responder.',
  },
  changedBody: 'Abre TurnReady para ver qué cambió.',
  actions: { confirm: 'Confirmar', decline: 'No puedo ir' },
  /** What the service worker shows after a Confirm pressed on a notification. */
  answered: {
    confirmed: 'Confirmada: la limpieza es tuya',
    failed: 'No se pudo confirmar',
    failedBody: 'Abre TurnReady para responder a la oferta.',
  },
  devices: {
    heading: 'Notificaciones en tus dispositivos',
    intro: 'Recibe las nuevas ofertas y los cambios urgentes como notificaciones, incluso con TurnReady cerrado.',
    turnOn: 'Activar notificaciones en este dispositivo',
    turningOn: 'Activando…',
    on: 'Las notificaciones están activadas en este dispositivo.',
    blocked:
      'Las notificaciones de TurnReady están bloqueadas en la configuración de este navegador. Permítelas ahí y vuelve a intentarlo.',
    unsupported:
      'Este navegador no puede recibir notificaciones. En un iPhone, primero agrega TurnReady a tu pantalla de inicio y ábrelo desde ahí.',
    failed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
    listHeading: 'Dispositivos que reciben notificaciones',
    none: 'Todavía no hay dispositivos.',
    thisDevice: 'Este dispositivo',
    added: 'Agregado el {date}',
    remove: 'Quitar',
    removeLabel: 'Dejar de enviar notificaciones a {label}',
    removed: 'Ya no se envían notificaciones a {label}.',
  },
  /** The profile's push preferences: for all the person's devices. */
  preferences: {
    heading: 'Qué enviarte',
    intro: 'Estas opciones se aplican a todos tus dispositivos.',
    kinds: {
      offers: {
        label: 'Nuevas ofertas',
        hint: 'Una limpieza que te ofrecen, con Confirmar y No puedo ir, y un recordatorio antes de que venza.',
      },
      urgent: {
        label: 'Limpiezas sin cubrir',
        hint: 'Nadie ha tomado una de tus limpiezas y necesita tu atención.',
      },
      changes: {
        label: 'Limpiezas cambiadas o canceladas',
        hint: 'Una fecha, una hora o una cancelación en tu agenda.',
      },
      reports: {
        label: 'Limpiezas terminadas',
        hint: 'Un profesional terminó una limpieza y su informe está listo.',
      },
      messages: {
        label: 'Mensajes',
        hint: 'Un mensaje nuevo de un anfitrión o profesional con quien trabajas.',
      },
    },
    quietHeading: 'Horas de silencio',
    quietOn: 'Pausar las notificaciones por la noche',
    quietHint:
      'Las notificaciones esperan hasta que terminen las horas de silencio, en {zone}. Las nuevas ofertas y las limpiezas sin cubrir llegan al momento.',
    quietStart: 'Desde',
    quietEnd: 'Hasta',
    sameTimes: 'Las horas de silencio deben empezar y terminar a horas distintas.',
    save: 'Guardar opciones de notificaciones',
    saving: 'Guardando…',
    saved: 'Opciones de notificaciones guardadas.',
    failed: 'No se pudieron guardar tus opciones. Inténtalo de nuevo.',
    loadFailed: 'No se pudieron cargar tus opciones de notificaciones.',
  },
  install: {
    heading: 'Instala TurnReady en tu teléfono',
    body: 'Abre tu agenda y tus ofertas desde la pantalla de inicio, como una app.',
    install: 'Instalar',
    notNow: 'Ahora no',
    iosHeading: 'Agrega TurnReady a tu pantalla de inicio',
    iosBody: 'Toca el botón Compartir y luego ‘Agregar a pantalla de inicio’.',
    ok: 'Entendido',
  },
} as const;
