// Issue 39: the bell and email texts of review invitations and no-show marks (server only).
import type { Widen } from '../widen';
import type { reviewEmails as english } from '../en/review-emails';
export const reviewEmails: Widen<typeof english> = {
  invited: {
    title: 'Review {name}',
    message:
      'Your turnover at {place} on {date} is done. Rate it within 14 days: neither of you sees the other’s review before both are published.',
    noShowTitle: 'No-show: review {name}',
    noShowMessage: 'The turnover at {place} on {date} was marked a no-show. You can review it within 14 days.',
    subject: 'Review {name}: your turnover on {date}',
    heading: 'How did it go?',
    action: 'Write your review',
    footnote: 'Reviews are published together when both of you have written, or after 14 days.',
  },
  noShow: {
    title: 'Marked a no-show',
    message: '{host} marked the turnover at {place} on {date} a no-show. You can contest it within 48 hours.',
    subject: 'A turnover on {date} was marked a no-show',
    heading: 'Marked a no-show',
    action: 'See it and contest',
  },
  support: {
    reviewTitle: 'Review by {author} of {subject}',
    contestTitle: 'Contested no-show: {host} and {cleaner} on {date}',
    hide: 'Hide the review',
    keep: 'Keep it',
    upheld: 'Keep the no-show',
    withdraw: 'Withdraw the no-show',
  },
} as const;
