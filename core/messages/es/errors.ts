// The Spanish text of the API's error responses: one place for every message a server error can carry.
import type { Widen } from '../widen';
import type { errors as english } from '../en/errors';
export const errors: Widen<typeof english> = {
  validation: 'Faltan algunos campos o no son válidos.',
  unauthorized: 'Inicia sesión para continuar.',
  // The role guards (server/http/session.ts requireHost, requireCleaner): signed in without that profile.
  hostsOnly: 'Esta página es para anfitriones.',
  cleanersOnly: 'Esta página es para profesionales de limpieza.',
  forbidden: 'No tienes permiso para hacer eso.',
  notFound: 'No encontrado.',
  rateLimited: 'Demasiadas solicitudes. Espera unos minutos antes de volver a intentarlo.',
  tooManyStreams:
    'Demasiadas conexiones en vivo desde esta red. Cierra algunas pestañas de TurnReady e inténtalo de nuevo.',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  internal: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  busy: 'Mucha gente está iniciando sesión en este momento. Inténtalo de nuevo en {seconds} segundos.',
  badOrigin: 'Esta solicitud no vino de TurnReady.',
  network: 'No se pudo conectar con TurnReady. Revisa tu conexión e inténtalo de nuevo.',
  // Any name field (core/schemas/person-name.ts): names go into emails sent to other addresses.
  nameLinkOrEmail: 'Escribe solo un nombre, sin enlaces ni correos electrónicos.',
  // Billing API (server/features/billing, server/billing).
  billing: {
    noProfile: 'Solo los anfitriones y profesionales tienen un plan. Primero completa tu perfil.',
    hostPlansOnly: 'Solo los anfitriones pueden elegir los planes Pro y Premium.',
    highlightOnly: 'Solo los profesionales de limpieza pueden comprar el plan Destacado.',
    wrongKind: 'Tu cuenta no puede tener esa suscripción.',
    alreadySubscribed: 'Ya tienes esta suscripción. Adminístrala en tu página de facturación.',
    alreadyHostPlan: 'Ya tienes un plan de pago. Cámbialo o cancélalo en tu página de facturación.',
    notSubscribed: 'No tienes ninguna suscripción activa que cambiar.',
    portalUnavailable: 'La configuración de pagos no está disponible para esta cuenta.',
    providerFailed: 'El servicio de pagos no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
    webhookInvalid: 'La firma, el contenido o la marca de tiempo del evento no son válidos.',
    checkoutNotFound: 'Este enlace de pago no es válido o ya venció.',
    checkoutCanceled: 'Este pago se canceló. Inicia un pago nuevo para suscribirte.',
    checkoutExpired: 'Este pago venció. Inicia un pago nuevo para suscribirte.',
    checkoutComplete: 'Este pago ya se completó.',
    checkoutSuperseded:
      'Este pago se cerró porque tu cuenta ya tiene un plan de pago. No se cobró nada. Cambia o cancela tu plan en tu página de facturación.',
  },
  // Turnovers API (server/features/turnovers): the turnover's state refuses the request.
  turnovers: {
    turnoverNotFound: 'Limpieza no encontrada.',
    dateTaken: 'Este trabajo ya tiene una limpieza en esa fecha.',
    notEditable: 'Solo se pueden cambiar las limpiezas próximas, programadas o confirmadas.',
    invalidTransition:
      'Esta limpieza está en estado {from} y no puede pasar a {to}. Vuelve a cargar la página para ver cómo está.',
    calendarMadeDateFixed: 'Esta limpieza viene de un calendario de reservas: aquí solo se pueden cambiar sus notas.',
    alreadyAnswered: 'Ya respondiste a esta limpieza.',
    notOpen: 'Esta limpieza ya no admite respuesta (está cancelada o ya pasó).',
    notOffered: 'Esta limpieza no se te ofreció a ti.',
    givenToAnother: 'Esta limpieza se le dio a otro profesional.',
    offerExpired: 'Se acabó el tiempo para responder a esta oferta: pasó a otro profesional.',
    notConfirmed: 'Solo se puede cancelar una limpieza que confirmaste y que todavía no ha llegado.',
    pastDate: 'Elige una fecha a partir de hoy.',
    timeZoneInvalid: 'Elige una de las zonas horarias del estado de la propiedad.',
    jobDeleted: 'El anfitrión eliminó este trabajo, así que esta limpieza está cancelada.',
    jobDeletedTurnovers: 'Este trabajo se eliminó, así que sus limpiezas están canceladas.',
  },
  // Booking calendars API (server/features/calendars).
  calendars: {
    calendarNotFound: 'Calendario no encontrado',
    noEvent: 'Este calendario no tiene ningún evento en estas fechas.',
  },
  // Issue 41: request checks (core/schemas) that had their words in the schema, now here in each language.
  schema: {
    passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
    chooseState: 'Elige un estado.',
    phoneInvalid: 'Escribe un número de teléfono válido de 10 dígitos.',
    emailInvalid: 'Escribe un correo electrónico válido.',
    withinChoices: 'Elige 10, 25, 50 o 100 millas.',
    linkIncomplete: 'El enlace está incompleto.',
    linkInvalid: 'El enlace no es válido.',
    boardRange: 'El rango debe ser "week" o "next30"',
    boardState: 'El estado debe ser uno de: {states}',
    jobIdInvalid: 'El ID del trabajo no es válido',
  },
} as const;
