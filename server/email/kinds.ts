// Every kind of email the app sends, named once: `mailer.enqueue` takes only these, the outbox row
// keeps the kind (outbox_emails.kind), and whatever reads or counts mail by kind uses this list.

export const EMAIL_KINDS = [
  // Accounts
  'verify-email',
  'reset-password',
  // Hiring and the calculator
  'new-applicant',
  'hired',
  'quote',
  // Jobs, calendars and turnovers
  'postings-paused',
  'calendar-failing',
  'turnover-offered',
  // Issue 37: an offer lapsed away, given to whoever confirmed first, a request assigned soon
  'turnover-offer-lapsed',
  'turnover-given-to-another',
  'turnover-assigned-soon',
  'turnover-unfilled-urgent',
  'turnover-completed',
  'turnovers-changed',
  'turnovers-changed-urgent',
  'turnovers-job-deleted',
  // Issue 37: the confirmed cleaner's reminders; not started by check-out + 30 minutes; missed
  'turnover-reminder',
  'turnover-start-overdue-urgent',
  'turnover-missed-urgent',
  // Issue 40: a message unread for a while (one per conversation until read again)
  'message-unread',
  // Issue 40: a conversation reported, to the support address (no support queue yet)
  'conversation-report',
  // Issue 39: a review to write after a turnover; a no-show marked (to its cleaner)
  'review-invited',
  'no-show-marked',
  // Issue 42: an adjustment proposed to you; a payment marked paid (to its cleaner)
  'pay-adjustment-proposed',
  'pay-payment-marked',
  // Billing
  'billing-plan-activated',
  'billing-second-plan-canceled',
  'billing-cancellation-scheduled',
  'billing-plan-ended',
  'billing-payment-failed',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Messages whose body holds a one-time link (a sign-up or password reset token). */
export const ONE_TIME_LINK_KINDS: ReadonlySet<string> = new Set<EmailKind>(['verify-email', 'reset-password']);
