// Booking calendar texts the server writes (issue 16): the email to a host whose calendar keeps
// failing and the last sync error in plain words (shown on the Turnovers page). The page's own
// labels are in turnovers.ts, the calendar routes' refusals in errors.ts.
import type { Widen } from '../widen';
import type { calendarEmails as english } from '../en/calendar-emails';
export const calendarEmails: Widen<typeof english> = {
  failing: {
    subject: 'Your booking calendar "{calendar}" is not syncing',
    preheader: 'We could not read it {count} times in a row.',
    heading: 'A booking calendar is not syncing',
    greeting: 'Hi {name},',
    body: 'We tried {count} times in a row to read the calendar "{calendar}" of your listing in {place}, and it failed each time: {error}',
    kept: 'Your turnovers stay as they were after the last good sync, and we keep trying every {minutes} minutes. New bookings will not reach your cleaner until the calendar syncs again.',
    fix: 'Open the Turnovers page to check the link, or remove the calendar and add it again with a fresh iCal export link.',
    action: 'Open turnovers',
    footnote:
      'You receive this email because you added this calendar to a job on TurnReady. We write once per run of failures, not at every attempt.',
  },
  /** The last sync error, in plain words, beyond the fetch's own sentences (server/calendars/safe-fetch.ts). */
  errors: {
    notFoundStatus:
      'The calendar link no longer works (the booking site answered "not found"). Copy the iCal export link again from your booking site.',
    deniedStatus:
      'The booking site refused to give out the calendar (it answered "access denied"). Copy the iCal export link again from your booking site.',
    serverStatus: 'The booking site had a problem answering (error {status}). We will try again.',
    unexpected: 'The calendar could not be synced. We will try again.',
    unnamed: 'Calendar',
    /** Why a feed's text was refused (server/calendars/parse.ts, parse-pool.ts): nothing of it is stored. */
    feed: {
      notCalendar: 'The link did not return a calendar. Check that you copied the iCal export link.',
      notICalendar: 'The calendar could not be read: it is not valid iCalendar data.',
      tooLarge: 'The calendar is too large to import.',
      tooManyEvents: 'The calendar has more than {count} events, too many for one property.',
      nulCharacter: 'The calendar contains a NUL character (byte 0), which is not allowed in a calendar.',
      notUnicode:
        'The calendar contains text that is not valid Unicode (a lone surrogate), which is not allowed in a calendar.',
      tooSlow: 'The calendar took too long to read and was not imported.',
      tooComplex: 'The calendar needed too much memory to read and was not imported.',
    },
  },
} as const;
