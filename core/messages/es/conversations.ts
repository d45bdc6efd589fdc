// The Spanish text of the messages between a host and a cleaner (issue 40;
// core/messages/en/conversations.ts): the list, the conversation, the composer and its warnings,
// quick replies and the turnover's events as system lines, and the profile's email switch. The
// 'Message' links of other pages are in message-links.ts. Words from docs/glossary-es.md, with "tú".
import type { Widen } from '../widen';
import type { conversations as english } from '../en/conversations';
export const conversations: Widen<typeof english> = {
  title: 'Mensajes',
  list: {
    heading: 'Conversaciones',
    loading: 'Cargando conversaciones...',
    loadFailed: 'No pudimos cargar tus conversaciones.',
    retry: 'Reintentar',
    empty: 'Aún no hay conversaciones.',
    emptyHost:
      'Escríbele a un solicitante o a un profesional de tu equipo desde la página de solicitantes o desde una limpieza.',
    emptyCleaner: 'Escríbele a un anfitrión desde tus solicitudes, tu agenda o una limpieza.',
    unread: '{count} sin leer',
    you: 'Tú: ',
    photo: 'Foto',
    photos: { one: '{count} foto', other: '{count} fotos' },
    noMessages: 'Aún no hay mensajes',
    blocked: 'Bloqueada',
  },
  thread: {
    back: 'Todos los mensajes',
    loading: 'Cargando mensajes...',
    loadFailed: 'No pudimos cargar esta conversación.',
    notFound: 'Esta conversación no existe o no es tuya.',
    retry: 'Reintentar',
    loadEarlier: 'Ver anteriores',
    loadingEarlier: 'Cargando...',
    empty: 'Aún no hay mensajes. Saluda.',
    filter: 'Mostrar',
    allJobs: 'Todos los mensajes',
    seen: 'Visto',
    you: 'Tú',
    photoAlt: 'Foto de {name}, {time}',
    noneSelected: 'Elige una conversación.',
    hired: 'Contratación hecha: ya se pueden compartir los datos de contacto.',
    notHired: 'Los datos de contacto se comparten después de contratar.',
    blockedByMe: 'Bloqueaste a {name}. Ninguno de los dos puede enviar mensajes hasta que quites el bloqueo.',
    blockedByOther: '{name} no puede recibir tus mensajes en esta conversación.',
  },
  about: {
    label: 'Tema',
    general: 'Ningún trabajo en particular',
    turnover: 'Limpieza del {date}',
    jobAndTurnover: '{job} · limpieza del {date}',
    thisJob: 'El trabajo desde el que llegaste',
  },
  composer: {
    label: 'Mensaje',
    placeholder: 'Escribe un mensaje',
    counter: '{count} / {max}',
    send: 'Enviar',
    sending: 'Enviando...',
    addPhotos: 'Agregar fotos',
    addPhotosLabel: 'Agrega hasta {max} fotos',
    uploading: 'Subiendo foto...',
    removePhoto: 'Quitar la foto {number}',
    tooManyPhotos: 'Hasta {max} fotos por mensaje.',
    photoFailed: 'No se pudo subir una foto: {reason}',
    empty: 'Escribe un mensaje.',
    failed: 'Tu mensaje no se envió: {reason} Tu texto se guardó; inténtalo de nuevo.',
    offline: 'No tienes conexión. Tu texto se guardó; envíalo cuando vuelvas a tener conexión.',
    draftRestored: 'Se guardó tu mensaje sin enviar.',
    quickRepliesLabel: 'Respuestas rápidas',
    blocked: 'No se pueden enviar mensajes en esta conversación.',
  },
  warnings: {
    contactBeforeHire: 'Los datos de contacto se comparten después de contratar. Edita tu mensaje.',
    accessCode:
      'Las instrucciones de acceso van en la guía de la propiedad, donde tu profesional de limpieza las ve solo durante el horario de la limpieza.',
    sendAnyway: 'Enviar de todos modos',
    edit: 'Editar',
  },
  /**
   * The turnover's events as system lines. `mine`: the reader did it (or it happened to them);
   * `theirs`: the other side ({name}). {date} is the turnover's day ("Fri, Nov 27").
   */
  system: {
    offered: { mine: 'Se te ofreció la limpieza del {date}', theirs: 'Se le ofreció a {name} la limpieza del {date}' },
    confirmed: { mine: 'Confirmaste la limpieza del {date}', theirs: '{name} confirmó la limpieza del {date}' },
    declined: { mine: 'No puedes ir el {date}', theirs: '{name} no puede ir el {date}' },
    lapsed: { mine: 'Venció la oferta: limpieza del {date}', theirs: 'Venció la oferta: limpieza del {date}' },
    cancelled: { mine: 'Se canceló la limpieza del {date}', theirs: 'Se canceló la limpieza del {date}' },
    started: { mine: 'Empezaste la limpieza del {date}', theirs: '{name} empezó la limpieza del {date}' },
    problem: {
      mine: 'Reportaste un problema en la limpieza del {date}',
      theirs: '{name} reportó un problema en la limpieza del {date}',
    },
    completed: { mine: 'Completaste la limpieza del {date}', theirs: '{name} completó la limpieza del {date}' },
    /** {date} when a system line names no turnover's day (the contract always names one). */
    noDate: '(sin fecha)',
  },
  /** Each reader sees a quick reply in their own language. */
  quickReplies: {
    on_my_way: 'Voy en camino',
    running_late: 'Llego 15 minutos tarde',
    done: 'Listo',
    need_supplies: 'Necesito insumos',
  },
  /** The turnover page's quick replies (sent without leaving it). */
  turnoverReplies: {
    heading: 'Respuestas rápidas',
    sent: 'Enviado: {text}',
    failed: 'Tu mensaje no se envió: {reason}',
  },
  /** /messages/new: the conversation being opened from a 'Message' link. */
  opening: 'Abriendo la conversación...',
  openFailed: 'No se pudo abrir la conversación: {reason}',
  menu: {
    label: 'Opciones de la conversación',
    block: 'Bloquear a {name}',
    unblock: 'Desbloquear a {name}',
    report: 'Reportar conversación',
    emailWhenAway: 'Avisarme por correo cuando un mensaje espere 15 minutos',
    blockTitle: '¿Bloquear a {name}?',
    blockDescription:
      'Ninguno de los dos podrá enviar mensajes en esta conversación hasta que quites el bloqueo. Las contrataciones y las limpiezas no cambian.',
    blockConfirm: 'Bloquear',
    blocking: 'Bloqueando...',
    cancel: 'Cancelar',
    blockedToast: 'Bloqueaste a {name}',
    unblockedToast: 'Desbloqueaste a {name}',
    failed: 'No funcionó: {reason}',
  },
  report: {
    title: 'Reportar esta conversación',
    description: 'Nuestro equipo de soporte lee cada reporte. No le decimos a {name} quién lo reportó.',
    reason: 'Motivo',
    reasons: {
      contact_details: 'Pide salir de TurnReady o comparte datos de contacto',
      harassment: 'Acoso o amenazas',
      discrimination: 'Discriminación',
      private_data: 'Comparte información privada',
      spam: 'Spam o estafa',
      other: 'Otra cosa',
    },
    reasonRequired: 'Elige un motivo.',
    details: 'Qué pasó (opcional)',
    send: 'Enviar reporte',
    sending: 'Enviando...',
    cancel: 'Cancelar',
    sent: 'Reporte enviado',
    sentDescription: 'Gracias. Nuestro equipo de soporte lo revisará.',
    failed: 'Tu reporte no se envió: {reason}',
  },
  preferences: {
    heading: 'Mensajes',
    label: 'Avisarme por correo de los mensajes sin leer',
    hint: 'Un correo por conversación cuando un mensaje lleva 15 minutos sin leer. También puedes desactivarlo en cada conversación.',
    saved: 'Guardado',
    failed: 'No se guardó tu elección. Inténtalo de nuevo.',
    loadFailed: 'No pudimos cargar tu configuración de mensajes.',
    allConversations: 'Tus conversaciones',
  },
} as const;
