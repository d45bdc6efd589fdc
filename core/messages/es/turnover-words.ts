// The Spanish text of issue 37's "words that match" (core/messages/en/turnover-words.ts): what the
// cleaner reads of a turnover on their schedule, the time left to answer an offer, the days that
// stand out, and the calendar apps a feed opens in. Words from docs/glossary-es.md, addressed with "tú".
import type { Widen } from '../widen';
import type { words as english } from '../en/turnover-words';
export const words: Widen<typeof english> = {
  /** A turnover's state as its cleaner reads it (web/src/features/turnovers/cleaner-status.ts). */
  cleanerStatus: {
    needsAnswer: 'Necesita tu respuesta',
    confirmed: 'Confirmada',
    completed: 'Completada',
    cancelled: 'Cancelada',
    missed: 'No realizada',
    /** Their "can't make it", or an offer that lapsed or went to another cleaner: no longer theirs. */
    passedOn: 'Ya no es tuya',
    /** Theirs, but no offer waits for their answer (it was given to them another way). */
    notConfirmed: 'Aún sin confirmar',
  },
  /** The countdown of an open offer, on the cleaner's card and the host's 'Offered to …' line. */
  answerWithin: 'Tienes {time} para responder',
  answerTimeUp: 'Se acabó el tiempo para responder',
  timeLeft: {
    minutes: '{count} min',
    hours: '{count} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{count} días',
  },
  /** The schedule's day headings: these two stand out. */
  today: 'Hoy',
  tomorrow: 'Mañana',
  /** The calendar feed's subscribe links. */
  feed: {
    google: 'Google Calendar',
    googleLabel: 'Suscribirse en Google Calendar',
    apple: 'Calendario de Apple',
    appleLabel: 'Suscribirse en el Calendario de Apple',
    hint: 'Google Calendar revisa el enlace varias veces al día. Si no puede agregarlo, copia el enlace y pégalo en Google Calendar, en Otros calendarios › Desde URL.',
  },
} as const;
