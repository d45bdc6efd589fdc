// Answering a turnover offer from its email's buttons (issue 17): the page the links open and the
// API's words for each outcome. Times are in the property's zone.
import type { Widen } from '../widen';
import type { offerAnswers as english } from '../en/offer-answers';
export const offerAnswers: Widen<typeof english> = {
  page: {
    title: 'Turnover offer',
    heading: 'Turnover offer',
    working: 'Sending your answer…',
    confirmedHeading: 'Confirmed: the turnover is yours',
    confirmedBody:
      'Thank you. You confirmed the turnover on {date}, {start}–{end}{sameDay} in {place}, for {pay}. The host has been told.',
    declinedHeading: 'Thanks for letting us know',
    declinedBody:
      "You can't make the turnover on {date}, {start}–{end}{sameDay} in {place}: we'll offer it to the next cleaner. The host has been told.",
    sameDay: ' (same-day turn)',
    /** Issue 37: "Can't make it" from an email asks before it declines. */
    askHeading: 'Can’t make this turnover?',
    askBody: '{date}, {start}–{end}{sameDay} in {place}, for {pay}.',
    askDeadline: 'The offer is open until {deadline}.',
    askNext: 'If you can’t make it, the host is told and the turnover goes to the next cleaner on the team.',
    reasonLabel: 'Reason (optional)',
    reasonHint: 'The host sees it. No need to explain.',
    sendDecline: 'Yes, I can’t make it',
    sendingDecline: 'Sending…',
    keepOffer: 'Keep the offer for now',
    withdrawnHeading: 'This turnover was given to another cleaner.',
    withdrawnBody:
      'Another cleaner took it, so this offer is closed. There is no need to go: your schedule shows what is yours.',
    usedHeading: 'This link was already used',
    expiredHeading: 'This link has expired',
    expiredBody:
      'The time to answer this offer has passed, or the turnover was passed on or cancelled. Your schedule shows what is yours now.',
    goneHeading: 'This job was deleted',
    /** After the server's words (turnover-emails errors.jobDeleted). */
    goneBody: 'There is nothing to answer, and no need to go.',
    invalidHeading: 'This link does not work',
    invalidBody:
      'It may have been cut short or changed. Open the button in the email again, or answer on your schedule.',
    failedHeading: 'Your answer was not sent',
    failedBody: 'Something went wrong on our side. Please try the link again in a moment, or answer on your schedule.',
    network: 'Could not reach TurnReady. Check your connection and open the link again.',
    rateLimited: 'Too many tries from this network. Please wait a few minutes and open the link again.',
    openSchedule: 'Open my schedule',
  },
  errors: {
    invalid: 'This link is not valid.',
    expired: 'This link has expired: the offer is no longer open for an answer.',
    usedConfirmed: 'You already answered this offer: you confirmed the turnover.',
    usedDeclined: "You already answered this offer: you said you can't make it.",
    usedCancelled: 'You already answered this offer: you confirmed the turnover and later cancelled it.',
    withdrawn: 'This turnover was given to another cleaner.',
  },
} as const;
