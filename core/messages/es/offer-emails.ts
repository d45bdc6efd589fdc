// The Spanish text of issue 37: what the backup chain tells cleaners besides the offer itself: an
// offer asked of the rest of the team at once, an offer that lapsed away from them, one that went to
// the first to confirm, and a nearby cleaner's request assigned close to the window. Bell and email alike.
// {place} is the property, {date} its day, {start}–{end} the window (12-hour, property's zone).
import type { Widen } from '../widen';
import type { offerEmails as english } from '../en/offer-emails';
export const offerEmails: Widen<typeof english> = {
  offered: {
    /** Added to the offer email and the bell when the rest of the team was asked at once. */
    together:
      'Falta poco para el horario, así que se les pregunta a la vez a {count} profesionales del equipo: quien confirme primero se queda con la limpieza.',
    /**
     * The offer email's answer line: "Please answer by Thu, Dec 3, 9:30 PM CST (answer within 40 min)."
     * {left}: " (answer within 40 min)" under twelve hours (core/offers.ts timeLeftPart), else nothing.
     */
    answerBy: 'Responde antes del {deadline}{left}. Si no respondes, pasa al siguiente profesional del equipo.',
    answerByTogether: 'Responde antes del {deadline}{left}.',
    /** After an offer's line in a schedule-change email. */
    answerByShort: '— responde antes del {deadline}{left}.',
    /** The bell line of an offer. */
    message: '{place}, {date}, {start}–{end}: responde antes del {deadline}{left}.',
    messageTogether:
      '{place}, {date}, {start}–{end}: se les pregunta a {count} profesionales a la vez, quien confirme primero se la queda. Responde antes del {deadline}{left}.',
    subjectSoon: 'Pronto: ¿puedes hacer esta limpieza? {date} en {place}',
  },
  /** The host's line after an answer or a lapse, when the rest of the team was asked at once. */
  host: {
    offeredTogether:
      'Falta poco para el horario, así que se les pregunta a la vez a {next}: quien confirme primero se queda con la limpieza.',
  },
  lapsed: {
    title: 'No respondiste a tiempo',
    message: 'No respondiste a tiempo; la limpieza en {place} del {date} pasó al siguiente profesional.',
    messageMany:
      'No respondiste a tiempo; {count} limpiezas en {place} ({dates}) pasaron a los siguientes profesionales.',
    email: {
      subject: 'Limpieza pasada a otro profesional: {date} en {place}',
      subjectMany: '{count} limpiezas pasadas a otros profesionales en {place}',
      preheader: 'No respondiste a tiempo.',
      heading: 'No respondiste a tiempo',
      greeting: 'Hola, {name}: no respondiste a tiempo, así que se le preguntó al siguiente profesional del anfitrión:',
      line: '{date}, {start}–{end}',
      body: 'No tienes que ir. Las ofertas solo siguen abiertas hasta su plazo; tu agenda muestra lo que es tuyo.',
      action: 'Abrir mi agenda',
      footnote:
        'Recibes este correo porque se te ofrecieron estas limpiezas en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
    },
  },
  givenToAnother: {
    title: 'Limpieza tomada',
    message: 'Esta limpieza se le dio a otro profesional: {place}, {date}, {start}–{end}. No tienes que ir.',
    email: {
      subject: 'Limpieza tomada: {date} en {place}',
      preheader: 'Esta limpieza se le dio a otro profesional.',
      heading: 'Esta limpieza se le dio a otro profesional',
      greeting: 'Hola, {name}: otro profesional del equipo confirmó primero:',
      line: '{date}, {start}–{end}',
      body: 'No tienes que ir, y los botones de la oferta ya no funcionan. Gracias por estar disponible.',
      action: 'Abrir mi agenda',
      footnote:
        'Recibes este correo porque se te ofreció esta limpieza en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
    },
  },
  /** A nearby cleaner's request the host (or auto-accept) assigned, due within 24 hours. */
  assigned: {
    email: {
      subject: 'Pronto: tu limpieza del {date} en {place}',
      preheader: 'Es tuya: {date}, {start}–{end}.',
      heading: 'La limpieza es tuya',
      greeting: 'Hola, {name}: la limpieza que pediste es tuya, y es muy pronto:',
      line: '{date}, {start}–{end}, {pay}',
      body: 'Ya está en tu agenda con la dirección de la propiedad.',
      action: 'Abrir mi agenda',
      footnote:
        'Recibes este correo porque pediste esta limpieza en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
    },
  },
} as const;
