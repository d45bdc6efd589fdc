// Issue 37: what the watch over a confirmed turnover says (core/turnover-alerts.ts): the cleaner's
// reminders, the urgent "not started" alert to the host and the cleaner, and the news that it was
// missed. Read by the server only (bell and email), like turnover-emails.ts. {place} is the
// property, {date} its day, {start}–{end} the window in 12-hour times with the zone.
import type { Widen } from '../widen';
import type { turnoverAlertEmails as english } from '../en/turnover-alert-emails';

export const turnoverAlertEmails: Widen<typeof english> = {
  reminder: {
    eveningTitle: 'Reminder: turnover tomorrow',
    soonTitle: 'Reminder: turnover in 2 hours',
    message: '{place}, {date}, {start}–{end}.',
    eveningSubject: 'Tomorrow: turnover at {place}, {start}–{end}',
    soonSubject: 'In 2 hours: turnover at {place}, {start}–{end}',
    preheader: '{date}, {start}–{end}.',
    eveningHeading: 'Your turnover is tomorrow',
    soonHeading: 'Your turnover starts in 2 hours',
    greeting: 'Hi {name}, a reminder of the turnover you confirmed:',
    line: '{place}, {date}, {start}–{end}',
    body: 'The turnover’s page has the checklist and, from 24 hours before, how to get in. If you can no longer make it, cancel it there now so the next cleaner can be asked.',
    action: 'Open the turnover',
    footnote:
      'You receive this email because you confirmed this turnover on TurnReady. Times are in the property’s time zone.',
  },
  overdue: {
    hostTitle: 'Urgent: turnover not started',
    hostMessage:
      '{cleaner} has not started the turnover at {place} ({date}, {start}–{end}): check-out was 30 minutes ago.',
    cleanerTitle: 'Urgent: your turnover has not started',
    cleanerMessage: 'The turnover at {place} began at {start} and is not started. Start it now, or tell the host.',
    hostEmail: {
      subject: 'URGENT: the turnover at {place} has not started',
      preheader: '{cleaner} has not started {date}, {start}–{end}.',
      heading: 'A turnover has not started',
      greeting: 'Hi {name}, {cleaner} confirmed this turnover but has not started it, 30 minutes after check-out:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Contact your cleaner. If it is not started by the end of the window, it is marked missed and you can reopen it to your team or to nearby cleaners.',
      action: 'Open the Turnovers page',
      footnote: 'You receive this email because you post this job on TurnReady. Times are in the property’s time zone.',
    },
    cleanerEmail: {
      subject: 'URGENT: your turnover at {place} has not started',
      preheader: 'It began at {start}.',
      heading: 'Your turnover has not started',
      greeting: 'Hi {name}, the turnover you confirmed began 30 minutes ago and is not started:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Start it from its page as soon as you arrive. If it is not started by the end of the window, it is marked missed.',
      action: 'Open the turnover',
      footnote:
        'You receive this email because you confirmed this turnover on TurnReady. Times are in the property’s time zone.',
    },
  },
  missed: {
    hostTitle: 'Urgent: turnover missed',
    hostMessage:
      '{cleaner} never started the turnover at {place} ({date}, {start}–{end}). Reopen it to your team or nearby cleaners, or mark it handled.',
    cleanerTitle: 'Turnover missed',
    cleanerMessage: 'The turnover at {place} on {date} ended without being started. The host has been told.',
    hostEmail: {
      subject: 'URGENT: turnover missed at {place}',
      preheader: '{date}, {start}–{end} was never started.',
      heading: 'A turnover was missed',
      greeting: 'Hi {name}, {cleaner} confirmed this turnover but never started it, and its window has ended:',
      line: '{place}, {date}, {start}–{end}',
      body: 'From the Turnovers page you can reopen it to your team, open it to nearby cleaners, or mark it handled if you took care of it another way.',
      action: 'Open the Turnovers page',
      footnote: 'You receive this email because you post this job on TurnReady. Times are in the property’s time zone.',
    },
    cleanerEmail: {
      subject: 'Turnover missed at {place}',
      preheader: '{date}, {start}–{end} ended without a start.',
      heading: 'A turnover was missed',
      greeting: 'Hi {name}, the turnover you confirmed ended without being started:',
      line: '{place}, {date}, {start}–{end}',
      body: 'It is recorded as missed and the host has been told. If something went wrong, let the host know.',
      action: 'Open my schedule',
      footnote:
        'You receive this email because you confirmed this turnover on TurnReady. Times are in the property’s time zone.',
    },
  },
} as const;
