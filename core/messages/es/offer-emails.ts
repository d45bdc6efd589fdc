// Issue 37: what the backup chain tells cleaners besides the offer itself: an offer asked of the
// rest of the team at once, an offer that lapsed away from them, one that went to the first to
// confirm, and a nearby cleaner's request assigned close to the window. Bell and email alike.
// {place} is the property, {date} its day, {start}–{end} the window (12-hour, property's zone).
import type { Widen } from '../widen';
import type { offerEmails as english } from '../en/offer-emails';
export const offerEmails: Widen<typeof english> = {
  offered: {
    /** Added to the offer email and the bell when the rest of the team was asked at once. */
    together: 'The window is close, so {count} cleaners on the team are asked at once: the first to confirm takes it.',
    /**
     * The offer email's answer line: "Please answer by Thu, Dec 3, 9:30 PM CST (answer within 40 min)."
     * {left}: " (answer within 40 min)" under twelve hours (core/offers.ts timeLeftPart), else nothing.
     */
    answerBy: 'Please answer by {deadline}{left}. If you don’t, it goes to the next cleaner on the team.',
    answerByTogether: 'Please answer by {deadline}{left}.',
    /** After an offer's line in a schedule-change email. */
    answerByShort: '— answer by {deadline}{left}.',
    /** The bell line of an offer. */
    message: '{place}, {date}, {start}–{end}: please answer by {deadline}{left}.',
    messageTogether:
      '{place}, {date}, {start}–{end}: asked of {count} cleaners at once, the first to confirm takes it. Please answer by {deadline}{left}.',
    subjectSoon: 'Soon: can you take this turnover? {date} at {place}',
  },
  /** The host's line after an answer or a lapse, when the rest of the team was asked at once. */
  host: {
    offeredTogether: 'Close to the window, so {next} are asked together: the first to confirm takes it.',
  },
  lapsed: {
    title: 'You did not answer in time',
    message: 'You did not answer in time; the turnover at {place} on {date} went to the next cleaner.',
    messageMany: 'You did not answer in time; {count} turnovers at {place} ({dates}) went to the next cleaners.',
    email: {
      subject: 'Turnover passed on: {date} at {place}',
      subjectMany: '{count} turnovers passed on at {place}',
      preheader: 'You did not answer in time.',
      heading: 'You did not answer in time',
      greeting: 'Hi {name}, you did not answer in time, so the host’s next cleaner was asked instead:',
      line: '{date}, {start}–{end}',
      body: 'There is no need to go. Offers stay open only until their deadline; your schedule shows what is yours.',
      action: 'Open my schedule',
      footnote:
        'You receive this email because these turnovers were offered to you on TurnReady. Times are in the property’s time zone ({timeZone}).',
    },
  },
  givenToAnother: {
    title: 'Turnover taken',
    message: 'This turnover was given to another cleaner: {place}, {date}, {start}–{end}. No need to go.',
    email: {
      subject: 'Turnover taken: {date} at {place}',
      preheader: 'This turnover was given to another cleaner.',
      heading: 'This turnover was given to another cleaner',
      greeting: 'Hi {name}, another cleaner on the team confirmed first:',
      line: '{date}, {start}–{end}',
      body: 'There is no need to go, and the offer’s buttons no longer work. Thank you for being there.',
      action: 'Open my schedule',
      footnote:
        'You receive this email because this turnover was offered to you on TurnReady. Times are in the property’s time zone ({timeZone}).',
    },
  },
  /** A nearby cleaner's request the host (or auto-accept) assigned, due within 24 hours. */
  assigned: {
    email: {
      subject: 'Soon: your turnover {date} at {place}',
      preheader: 'It is yours: {date}, {start}–{end}.',
      heading: 'The turnover is yours',
      greeting: 'Hi {name}, the turnover you asked for is yours, and it is coming up soon:',
      line: '{date}, {start}–{end}, {pay}',
      body: 'It is on your schedule with the property’s address.',
      action: 'Open my schedule',
      footnote:
        'You receive this email because you asked for this turnover on TurnReady. Times are in the property’s time zone ({timeZone}).',
    },
  },
} as const;
