// The Spanish text of answering a turnover offer from its email's buttons (issue 17): the page the
// links open and the API's words for each outcome. Times are in the property's zone.
import type { Widen } from '../widen';
import type { offerAnswers as english } from '../en/offer-answers';
export const offerAnswers: Widen<typeof english> = {
  page: {
    title: 'Oferta de limpieza',
    heading: 'Oferta de limpieza',
    working: 'Enviando tu respuesta…',
    confirmedHeading: 'Confirmada: la limpieza es tuya',
    confirmedBody:
      'Gracias. Confirmaste la limpieza del {date}, {start}–{end}{sameDay} en {place}, por {pay}. Ya le avisamos al anfitrión.',
    declinedHeading: 'Gracias por avisarnos',
    declinedBody:
      'No puedes ir a la limpieza del {date}, {start}–{end}{sameDay} en {place}: se la ofreceremos al siguiente profesional. Ya le avisamos al anfitrión.',
    sameDay: ' (limpieza el mismo día)',
    /** Issue 37: "Can't make it" from an email asks before it declines. */
    askHeading: '¿No puedes ir a esta limpieza?',
    askBody: '{date}, {start}–{end}{sameDay} en {place}, por {pay}.',
    askDeadline: 'La oferta está abierta hasta el {deadline}.',
    askNext: 'Si no puedes ir, le avisamos al anfitrión y la limpieza pasa al siguiente profesional del equipo.',
    reasonLabel: 'Motivo (opcional)',
    reasonHint: 'El anfitrión lo verá. No tienes que dar explicaciones.',
    sendDecline: 'Sí, no puedo ir',
    sendingDecline: 'Enviando…',
    keepOffer: 'Conservar la oferta por ahora',
    withdrawnHeading: 'Esta limpieza se le dio a otro profesional.',
    withdrawnBody:
      'Otro profesional la tomó, así que esta oferta está cerrada. No tienes que ir: tu agenda muestra lo que es tuyo.',
    usedHeading: 'Este enlace ya se usó',
    expiredHeading: 'Este enlace venció',
    expiredBody:
      'Se acabó el tiempo para responder a esta oferta, o la limpieza pasó a otro profesional o se canceló. Tu agenda muestra lo que es tuyo ahora.',
    goneHeading: 'Este trabajo se eliminó',
    /** After the server's words (turnover-emails errors.jobDeleted). */
    goneBody: 'No hay nada que responder, y no tienes que ir.',
    invalidHeading: 'Este enlace no funciona',
    invalidBody:
      'Puede que se haya cortado o cambiado. Vuelve a abrir el botón del correo, o responde desde tu agenda.',
    failedHeading: 'Tu respuesta no se envió',
    failedBody: 'Algo salió mal de nuestro lado. Vuelve a abrir el enlace en un momento, o responde desde tu agenda.',
    network: 'No se pudo conectar con TurnReady. Revisa tu conexión y vuelve a abrir el enlace.',
    rateLimited: 'Demasiados intentos desde esta red. Espera unos minutos y vuelve a abrir el enlace.',
    openSchedule: 'Abrir mi agenda',
  },
  errors: {
    invalid: 'Este enlace no es válido.',
    expired: 'Este enlace venció: la oferta ya no admite respuesta.',
    usedConfirmed: 'Ya respondiste a esta oferta: confirmaste la limpieza.',
    usedDeclined: 'Ya respondiste a esta oferta: dijiste que no puedes ir.',
    usedCancelled: 'Ya respondiste a esta oferta: confirmaste la limpieza y después la cancelaste.',
    withdrawn: 'Esta limpieza se le dio a otro profesional.',
  },
} as const;
