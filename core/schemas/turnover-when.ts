// When a turnover is and what it pays, as every turnover answer shows it: the one definition the
// host's list, the cleaner's schedule, the open turnovers nearby and an emailed offer's answer share.
// Its own module: the offer-answer page loads this, not the whole turnover contract.
import { z } from 'zod';

export const turnoverWhen = {
  /** The checkout day, YYYY-MM-DD in the property's zone. */
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The property's zone: every time shows in it. */
  timeZone: z.string(),
  /** The next guest arrives the same day. */
  sameDay: z.boolean(),
  payment: z.number(),
};
