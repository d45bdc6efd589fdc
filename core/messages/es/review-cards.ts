// Issue 39: what other pages show of the reviews: the stars on cards (applicants, the team,
// requests, job cards) and the links to write or read reviews. Its own namespace, so those pages
// load these few texts and not the reviews pages' catalog (core/messages/en/reviews.ts, which uses
// them too).
import type { Widen } from '../widen';
import type { reviewCards as english } from '../en/review-cards';

export const reviewCards: Widen<typeof english> = {
  summary: {
    new: 'New',
    newDetail: 'Fewer than 3 reviews',
    count: { one: '{count} review', other: '{count} reviews' },
    stars: '{average} out of 5',
    selfDescribed: 'Self-described: {rating}',
    hostRating: 'Host rating',
  },
  links: {
    write: 'Write a review',
    writeOf: 'Review {name}',
    list: 'Reviews',
    listOf: 'Reviews of {name}',
  },
};
