// Issue 39: the reviews API's contracts (server/features/reviews/routes.ts). The rules behind them
// are core/reviews.ts; the server checks words for contact details after these shapes.
import { z } from 'zod';
import {
  NO_SHOW_STATEMENT_MAX,
  REVIEW_DIRECTIONS,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_WINDOW_KINDS,
  REVIEW_WORDS_MAX,
  STARS_MAX,
  STARS_MIN,
} from '../reviews';

const Stars = z.number().int().min(STARS_MIN).max(STARS_MAX);

export const TurnoverReviewParams = z.object({ turnoverId: z.uuid() });
/**
 * `with`: the other side of the window, for a host with two windows for one turnover (the no-show's
 * cleaner and the one who did it after the reopen); without it, the newest window.
 */
export const TurnoverReviewQuery = z.object({ with: z.uuid().optional() });
export const ReviewParams = z.object({ reviewId: z.uuid() });
export const UserReviewsParams = z.object({ userId: z.uuid() });

/** POST /api/reviews/turnovers/{turnoverId}: a host sends `cleaner`, a cleaner sends `host`. */
export const WriteReviewInput = z.object({
  cleaner: z.object({ quality: Stars, punctuality: Stars, communication: Stars }).optional(),
  host: z
    .object({
      matchedListing: z.boolean(),
      accessWorked: z.boolean(),
      checkoutOnTime: z.boolean(),
      paidAsAgreed: z.boolean(),
      overall: Stars,
    })
    .optional(),
  words: z.string().trim().max(REVIEW_WORDS_MAX).default(''),
});
export type WriteReviewInput = z.input<typeof WriteReviewInput>;

export const ReplyInput = z.object({ text: z.string().trim().min(1).max(REVIEW_REPLY_MAX) });
export const ReportReviewInput = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().trim().max(1000).default(''),
});
export type ReportReviewInput = z.input<typeof ReportReviewInput>;
export const ContestNoShowInput = z.object({ statement: z.string().trim().min(1).max(NO_SHOW_STATEMENT_MAX) });

export const Review = z.object({
  id: z.string(),
  direction: z.enum(REVIEW_DIRECTIONS),
  author: z.object({ id: z.string(), name: z.string() }),
  subject: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(REVIEW_WINDOW_KINDS),
  turnoverDate: z.string(),
  cleaner: z.object({ quality: z.number(), punctuality: z.number(), communication: z.number() }).nullable(),
  host: z
    .object({
      matchedListing: z.boolean(),
      accessWorked: z.boolean(),
      checkoutOnTime: z.boolean(),
      paidAsAgreed: z.boolean(),
      overall: z.number(),
    })
    .nullable(),
  words: z.string(),
  score: z.number(),
  /** Null until published (only its author sees it then). */
  publishedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** Completed turnovers of this pair. */
  turnoversTogether: z.number().int(),
  /** The cleaner's statement beside a no-show, when contested. */
  contestStatement: z.string().nullable(),
});
export type Review = z.infer<typeof Review>;

export const NoShowState = z.object({
  markedAt: z.string(),
  contestUntil: z.string(),
  statement: z.string().nullable(),
  contestedAt: z.string().nullable(),
});

/** GET /api/reviews/turnovers/{turnoverId}: the caller's window. */
export const ReviewWindowResponse = z.object({
  turnoverId: z.string(),
  kind: z.enum(REVIEW_WINDOW_KINDS),
  role: z.enum(['host', 'cleaner']),
  other: z.object({ id: z.string(), name: z.string() }),
  place: z.string(),
  turnoverDate: z.string(),
  closesAt: z.string(),
  publishedAt: z.string().nullable(),
  mine: Review.nullable(),
  /** Theirs: only once published. */
  theirs: Review.nullable(),
  noShow: NoShowState.nullable(),
});
export type ReviewWindowResponse = z.infer<typeof ReviewWindowResponse>;

export const ReviewSummary = z.object({
  userId: z.string(),
  count: z.number().int(),
  average: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** GET /api/reviews/summaries?ids=a,b: the stars of up to 200 people. */
export const SummariesQuery = z.object({
  ids: z
    .string()
    .max(200 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(200)),
});
export const SummariesResponse = z.object({ summaries: z.array(ReviewSummary) });
export type SummariesResponse = z.infer<typeof SummariesResponse>;

/** GET /api/reviews/job-hosts?ids=a,b: the stars of the hosts of up to 200 active jobs (the browse cards). */
export const JobHostSummariesResponse = z.object({
  summaries: z.array(z.object({ jobId: z.string(), count: z.number().int(), average: z.number().nullable() })),
});
export type JobHostSummariesResponse = z.infer<typeof JobHostSummariesResponse>;

/** GET /api/reviews/users/{userId}: a person's public reviews (one per reviewer, newest first). */
export const UserReviewsResponse = z.object({
  user: z.object({ id: z.string(), name: z.string(), role: z.enum(['host', 'cleaner']) }),
  summary: ReviewSummary,
  reviews: z.array(Review),
});
export type UserReviewsResponse = z.infer<typeof UserReviewsResponse>;

/** GET /api/reviews/pending: the windows the caller may still write in. */
export const PendingReviewsResponse = z.object({
  pending: z.array(
    z.object({
      turnoverId: z.string(),
      kind: z.enum(REVIEW_WINDOW_KINDS),
      other: z.object({ id: z.string(), name: z.string() }),
      turnoverDate: z.string(),
      closesAt: z.string(),
    }),
  ),
});
export type PendingReviewsResponse = z.infer<typeof PendingReviewsResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
