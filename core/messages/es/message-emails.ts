// The Spanish text of issue 40: the server's words about messages: the away email, the push,
// refusals, a report to support. Read by the server only (the pages have their own catalog of messages' texts).
import type { Widen } from '../widen';
import type { messageEmails as english } from '../en/message-emails';
export const messageEmails: Widen<typeof english> = {
  away: {
    subject: 'Nuevo mensaje de {name}',
    preheader: '{name} te escribió en TurnReady.',
    heading: '{name} te escribió',
    /** Above the newest unread messages, quoted as written. */
    intro: 'Tienes mensajes sin leer en TurnReady:',
    more: 'Y {count} más.',
    photo: '[una foto]',
    action: 'Abrir la conversación',
    footnote:
      'Te enviamos un correo por conversación hasta que la leas. Para dejar de recibir estos correos, desactiva la opción de avisos por correo en la conversación o en tu perfil.',
  },
  push: {
    /** A message with only photos. */
    photo: 'Envió una foto',
    /** Words that look like a door code are not shown on a locked screen. */
    hidden: 'Te envió un mensaje',
  },
  /** The quick replies' words for an email or a push (each reader's page shows its own catalog's). */
  quickReplies: {
    on_my_way: 'Voy en camino',
    running_late: 'Llego 15 minutos tarde',
    done: 'Listo',
    need_supplies: 'Necesito insumos',
  },
  errors: {
    conversationNotFound: 'No se encontró esta conversación.',
    cannotOpen: 'Solo puedes enviar mensajes a los anfitriones y profesionales de tus trabajos.',
    contactBeforeHire:
      'Los teléfonos, correos, enlaces y usuarios de redes sociales se pueden compartir una vez que haya una contratación. Quítalos y vuelve a enviar el mensaje.',
    accessCode:
      'Esto parece un código de puerta o de caja de llaves. Las instrucciones de acceso van en la guía de la propiedad, donde el profesional solo las ve durante la limpieza. ¿Enviar de todos modos?',
    blockedByMe: 'Bloqueaste a esta persona. Desbloquéala para enviarle un mensaje.',
    blockedByOther: 'Esta persona no está recibiendo tus mensajes.',
    photoNotYours: 'No se encontró una foto para enviar. Vuelve a agregarla.',
    aboutNotShared: 'No tienes ese trabajo o esa limpieza en común con esta persona.',
    tooManyPendingPhotos: 'Hay demasiadas fotos esperando a enviarse. Primero envía o quita algunas.',
    clientKeyReused: 'Esta clave de mensaje ya se usó para otro mensaje.',
    nameTheCleaner: 'Indica a qué profesional quieres enviarle el mensaje.',
  },
  report: {
    subject: 'Conversación reportada: {reason}',
    heading: 'Se reportó una conversación',
    body: '{reporter} ({role}, usuario {userId}) reportó la conversación {conversationId}. Motivo: {reason}.',
    detailsLabel: 'Sus palabras:',
    noDetails: 'No agregó detalles.',
  },
} as const;
