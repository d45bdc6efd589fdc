// Issue 37, "words that match" (en.turnovers.words): what the cleaner reads of a turnover on their
// schedule (the host's words wherever they mean the same thing), the time left to answer an offer,
// the days that stand out, and the calendar apps a feed opens in.
import type { Widen } from '../widen';
import type { words as english } from '../en/turnover-words';
export const words: Widen<typeof english> = {
  /** A turnover's state as its cleaner reads it (web/src/features/turnovers/cleaner-status.ts). */
  cleanerStatus: {
    needsAnswer: 'Needs your answer',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
    missed: 'Missed',
    /** Their "can't make it", or an offer that lapsed or went to another cleaner: no longer theirs. */
    passedOn: 'Passed on',
    /** Theirs, but no offer waits for their answer (it was given to them another way). */
    notConfirmed: 'Not confirmed yet',
  },
  /** The countdown of an open offer, on the cleaner's card and the host's 'Offered to …' line. */
  answerWithin: 'Answer within {time}',
  answerTimeUp: 'Time to answer is up',
  timeLeft: {
    minutes: '{count} min',
    hours: '{count} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{count} days',
  },
  /** The schedule's day headings: these two stand out. */
  today: 'Today',
  tomorrow: 'Tomorrow',
  /** The calendar feed's subscribe links. */
  feed: {
    google: 'Google Calendar',
    googleLabel: 'Subscribe in Google Calendar',
    apple: 'Apple Calendar',
    appleLabel: 'Subscribe in Apple Calendar',
    hint: 'Google Calendar checks the link a few times a day. If it cannot add it, copy the link and paste it in Google Calendar under Other calendars › From URL.',
  },
} as const;
