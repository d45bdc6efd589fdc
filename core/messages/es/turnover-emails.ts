// Turnover notifications and emails (issue 16): the cleaner hears of new, moved, re-timed and
// cancelled turnovers once per change (a sync, a host's edit), the host of each answer.
// {place} is the property (address to the cleaner it is assigned to, else city and state).
import type { Widen } from '../widen';
import type { turnoverEmails as english } from '../en/turnover-emails';

export const turnoverEmails: Widen<typeof english> = {
  changed: {
    notificationTitle: 'Your turnovers changed',
    notificationTitleUrgent: 'Urgent: a turnover was cancelled',
    /** {summary}: "2 new, 1 moved, 1 cancelled". */
    notificationMessage: '{place}: {summary}.',
    summaryNew: '{count} new',
    summaryMoved: '{count} moved',
    summaryRetimed: '{count} with new times',
    summaryCancelled: '{count} cancelled',
    summaryReassigned: '{count} passed to another cleaner',
    subject: 'Turnovers changed at {place}',
    subjectUrgent: 'URGENT: turnover cancelled at {place}',
    preheader: '{summary} at {place}.',
    heading: 'Your turnovers changed',
    greeting: 'Hi {name}, the schedule at {place} changed:',
    created: 'New: {date}, {start}–{end}{sameDay}, {pay}',
    moved: 'Moved: {from} → {date}, {start}–{end}{sameDay}',
    retimed: 'New times: {date}, {start}–{end}{sameDay}',
    cancelled: 'Cancelled: {date}, {start}–{end}',
    reassigned: 'No longer yours: {date}, {start}–{end} (the host’s team changed). No need to go.',
    cancelledUrgent: 'URGENT — cancelled less than 48 hours ahead: {date}, {start}–{end}. Do not go to the property.',
    sameDay: ' (same-day turn)',
    askAnswer: 'Please confirm each new or moved turnover on your schedule, or tell the host you can’t make it.',
    askAnswerLinks: 'Answer each new or moved turnover with its buttons, or on your schedule.',
    more: '…and {count} more: see them all on your schedule.',
    confirm: 'Confirm',
    decline: "Can't make it",
    action: 'Open my schedule',
    footnote:
      'You receive this email because you were hired for this property on TurnReady. Times are in the property’s time zone ({timeZone}).',
  },
  /** Issue 17: one turnover offered to one team member, with a deadline and the two answer buttons. */
  offered: {
    subject: 'Can you take this turnover? {date} at {place}',
    preheader: 'Please answer by {deadline}.',
    heading: 'Can you take this turnover?',
    greeting: 'Hi {name}, the host at {place} is asking you to clean:',
    line: '{date}, {start}–{end}{sameDay}, {pay}',
    backup: 'It comes to you as the backup for {backupFor}.',
    confirm: 'Confirm',
    decline: "Can't make it",
    action: 'Open my schedule',
    footnote:
      'The buttons answer this one offer and work until its deadline. You receive this email because you are on the host’s team for this property on TurnReady. Times are in the property’s time zone ({timeZone}).',
  },
  answered: {
    confirmedTitle: 'Turnover confirmed',
    confirmedMessage: '{cleaner} confirmed the turnover on {date} at {place}.',
    declinedTitle: "Cleaner can't make a turnover",
    declinedMessage: "{cleaner} can't make the turnover on {date} at {place}.",
    declinedMessageWithReason: "{cleaner} can't make the turnover on {date} at {place}: “{reason}”",
  },
  /** Issue 17: the backup chain. {cleaner} said no or let it lapse; {next} is offered it now. */
  chain: {
    offeredNext: 'Offered to {next} next.',
    nobodyLeft: 'Nobody else on the team is left to ask.',
    expiredHostTitle: 'No answer in time',
    expiredHostMessage: '{cleaner} did not answer in time for the turnover on {date} at {place}.',
    /** Issue 35: offers that lapsed together (one import's) are told in one message. */
    expiredHostManyMessage: '{cleaner} did not answer in time for {count} turnovers at {place}: {dates}.',
    cancelledTitle: 'Cleaner cancelled a turnover',
    cancelledMessage: '{cleaner} cancelled the turnover on {date} at {place}.',
    cancelledLateTitle: 'Late cancellation',
    cancelledLateMessage: '{cleaner} cancelled the turnover on {date} at {place}, less than 24 hours ahead.',
    unfilledTitle: 'Urgent: turnover unfilled',
    unfilledMessage:
      'Nobody on your team can take {dates} at {place}. Open it to nearby cleaners or add someone to the team.',
    realertTitle: 'Urgent: turnover still unfilled',
    realertMessage: '{dates} at {place} starts within 24 hours and nobody has taken it yet.',
    unfilledEmail: {
      subject: 'URGENT: nobody can take a turnover at {place}',
      subjectAgain: 'URGENT: a turnover at {place} is still unfilled',
      preheader: 'Nobody on your team can take {dates}.',
      heading: 'A turnover needs a cleaner',
      greeting: 'Hi {name}, nobody on your team at {place} can take:',
      greetingAgain: 'Hi {name}, this turnover at {place} starts within 24 hours and is still unfilled:',
      line: '{date}, {start}–{end}',
      more: '…and {count} more: see them all on the Turnovers page.',
      body: 'Open it to nearby cleaners from the Turnovers page, or add a cleaner to the team.',
      action: 'Open the Turnovers page',
      footnote:
        'You receive this email because you post this job on TurnReady. Times are in the property’s time zone ({timeZone}).',
    },
  },
  /** Days listed in a notification past the first few (core/turnover-text.ts listedDays). */
  andMore: '{dates} and {count} more',
  feed: {
    cleanerName: 'TurnReady turnovers',
    jobName: 'TurnReady turnovers · {place}',
    summary: 'Turnover · {place}',
    summarySameDay: 'Same-day turnover · {place}',
    description: 'Pay {pay}. Check-out {start}, next check-in {end}.',
    notes: 'Notes: {notes}',
  },
  /**
   * Issue 35 (decision 033): a deleted job cancels its turnovers, each cleaner told once; a cleaner
   * removed from the team loses theirs to the next member, and the host hears which went on.
   */
  ended: {
    jobDeletedTitle: 'A job was deleted',
    jobDeletedMessage: 'The host deleted the job at {place}, so your turnovers there are cancelled: {dates}.',
    jobDeletedEmail: {
      subject: 'Turnovers cancelled: the job at {place} was deleted',
      preheader: 'Cancelled: {dates}.',
      heading: 'A job was deleted',
      greeting: 'Hi {name}, the host deleted the job at {place} on TurnReady, so these turnovers are cancelled:',
      line: '{date}, {start}–{end}',
      body: 'Do not go to the property. These turnovers are off your schedule and your calendar feed, and their email buttons no longer work.',
      action: 'Open my schedule',
      footnote:
        'You receive this email because these turnovers were yours or offered to you on TurnReady. Times are in the property’s time zone ({timeZone}).',
    },
    memberRemovedTitle: 'Turnovers passed on',
    memberRemovedMessage:
      '{cleaner} is no longer on the team at {place}, so the turnovers they had on {dates} passed down the team. The Turnovers page shows who has each now.',
  },
} as const;
