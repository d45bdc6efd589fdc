// Verified reviews (issue 39): a host and a cleaner review each other only through work done
// together. The rules live here once, without zod: who may review whom and when, the blind window
// and its publication, what each side rates, the public summary (one review per pair and direction,
// "New" under 3, averages over 12 months), and when a no-show may be marked or contested. The
// server enforces them (and the database holds the invariants); the web shows them.
import { contactDetailsIn } from './message-rules';
import { zonedInstant } from './turnovers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The window to write in after each completed turnover (or a no-show marked). */
export const REVIEW_WINDOW_DAYS = 14;
/** Words in a review: optional, at most this many characters, plain text. */
export const REVIEW_WORDS_MAX = 1000;
/** The reviewed person's one public reply. */
export const REVIEW_REPLY_MAX = 500;
/** A cleaner's statement contesting a no-show. */
export const NO_SHOW_STATEMENT_MAX = 500;
/** Under this many public reviews a person shows "New" instead of an average. */
export const REVIEWS_BEFORE_AVERAGE = 3;
/** Averages cover the reviews published in this many months. */
export const AVERAGE_MONTHS = 12;
/** The host may mark a no-show until this long after the window ends; the cleaner may contest this long after it is marked. */
export const NO_SHOW_MARK_HOURS = 48;
export const NO_SHOW_CONTEST_HOURS = 48;

/** Who writes about whom: a host about their cleaner, or a cleaner about their host. */
export const REVIEW_DIRECTIONS = ['host_to_cleaner', 'cleaner_to_host'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/** What opened the window: a completed turnover, or a no-show the host marked. */
export const REVIEW_WINDOW_KINDS = ['completed', 'no_show'] as const;
export type ReviewWindowKind = (typeof REVIEW_WINDOW_KINDS)[number];

/** Why someone reports a review (policy breaches only: TurnReady does not judge the work). */
export const REVIEW_REPORT_REASONS = ['contact_details', 'slurs', 'discrimination', 'private_data', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** A cleaner is rated 1–5 on each. */
export const CLEANER_RATING_FIELDS = ['quality', 'punctuality', 'communication'] as const;
export type CleanerRatingField = (typeof CLEANER_RATING_FIELDS)[number];
/** A host is rated yes/no on each, plus 1–5 overall. */
export const HOST_CHECK_FIELDS = ['matchedListing', 'accessWorked', 'checkoutOnTime', 'paidAsAgreed'] as const;
export type HostCheckField = (typeof HOST_CHECK_FIELDS)[number];

export const STARS_MIN = 1;
export const STARS_MAX = 5;

export type CleanerRatings = Record<CleanerRatingField, number>;
export type HostRatings = Record<HostCheckField, boolean> & { overall: number };

/** The role a user writes as, about the other side of the pair. */
export function directionOf(role: 'host' | 'cleaner'): ReviewDirection {
  return role === 'host' ? 'host_to_cleaner' : 'cleaner_to_host';
}

/** A review's score on one 1–5 scale: a cleaner's three ratings averaged, a host's overall. */
export function reviewScore(
  r: { direction: ReviewDirection } & Partial<Record<CleanerRatingField, number | null>> & { overall?: number | null },
): number {
  if (r.direction === 'cleaner_to_host') return r.overall ?? 0;
  return ((r.quality ?? 0) + (r.punctuality ?? 0) + (r.communication ?? 0)) / 3;
}

/** When a window opened at `openedAt` closes. */
export function windowClosesAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + REVIEW_WINDOW_DAYS * DAY);
}

export type WindowState = {
  closesAt: Date;
  publishedAt: Date | null;
  /** The directions already written in this window. */
  written: readonly ReviewDirection[];
};

/** Why a review cannot be written now, or null when it can. */
export function whyCannotWrite(
  w: WindowState,
  direction: ReviewDirection,
  now: Date,
): 'published' | 'closed' | 'already_written' | null {
  if (w.publishedAt) return 'published';
  if (now >= w.closesAt) return 'closed';
  if (w.written.includes(direction)) return 'already_written';
  return null;
}

/**
 * Whether a window publishes now: both sides have written, or it has closed. Publication is one
 * moment for both reviews, and final: nothing is edited afterwards.
 */
export function shouldPublish(w: WindowState, now: Date): boolean {
  if (w.publishedAt) return false;
  return now >= w.closesAt || REVIEW_DIRECTIONS.every((d) => w.written.includes(d));
}

/** Words that may be kept: no links, email addresses, phone numbers or messaging handles. */
export function wordsProblem(words: string): 'too_long' | 'contact_details' | null {
  if (words.length > REVIEW_WORDS_MAX) return 'too_long';
  if (contactDetailsIn(words).length > 0) return 'contact_details';
  return null;
}

/** The same check for a reply or a no-show statement, with its own limit. */
export function shortTextProblem(text: string, max: number): 'too_long' | 'contact_details' | null {
  if (text.length > max) return 'too_long';
  if (contactDetailsIn(text).length > 0) return 'contact_details';
  return null;
}

/** A published, visible review as the summary needs it. */
export type PublishedReview = {
  authorUserId: string;
  publishedAt: Date;
  /** The turnover's time (newest review per pair = the one about the latest turnover, then the latest published). */
  turnoverAt: Date;
  score: number;
};

/** One public review per author (the pair's newest): older ones stay on record, not shown. */
export function newestPerAuthor<T extends Pick<PublishedReview, 'authorUserId' | 'publishedAt' | 'turnoverAt'>>(
  reviews: readonly T[],
): T[] {
  const newest = new Map<string, T>();
  for (const r of reviews) {
    const seen = newest.get(r.authorUserId);
    if (
      !seen ||
      r.turnoverAt > seen.turnoverAt ||
      (r.turnoverAt.getTime() === seen.turnoverAt.getTime() && r.publishedAt > seen.publishedAt)
    )
      newest.set(r.authorUserId, r);
  }
  return [...newest.values()].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

export type ReviewSummary = {
  /** Public reviews (one per person who reviewed them). */
  count: number;
  /** The average of the public reviews published in the last 12 months, one decimal; null: "New". */
  average: number | null;
};

/** The start of the averages' 12 months. */
export function averageSince(now: Date): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - AVERAGE_MONTHS);
  return d;
}

/**
 * What a person's stars say: fewer than 3 public reviews is "New" (no average); otherwise the
 * average of those published in the last 12 months (none in that time: "New" too).
 */
export function summarize(reviews: readonly PublishedReview[], now: Date): ReviewSummary {
  const shown = newestPerAuthor(reviews);
  const count = shown.length;
  if (count < REVIEWS_BEFORE_AVERAGE) return { count, average: null };
  const since = averageSince(now);
  const recent = shown.filter((r) => r.publishedAt >= since);
  if (recent.length === 0) return { count, average: null };
  const mean = recent.reduce((s, r) => s + r.score, 0) / recent.length;
  return { count, average: Math.round(mean * 10) / 10 };
}

/**
 * The host may mark a confirmed (or missed) turnover a no-show from the start of its day (the
 * property's local midnight) until 48 hours after its window ends, if it was never started.
 */
export function noShowMarkable(
  t: { date: string; endsAt: Date; startedAt: Date | null; status: string; assignedCleanerUserId: string | null },
  timeZone: string,
  now: Date,
): 'ok' | 'not_yet' | 'too_late' | 'not_confirmed' {
  if (!(t.status === 'confirmed' || t.status === 'missed') || !t.assignedCleanerUserId || t.startedAt)
    return 'not_confirmed';
  if (now < zonedInstant(t.date, '00:00', timeZone)) return 'not_yet';
  if (now.getTime() > t.endsAt.getTime() + NO_SHOW_MARK_HOURS * HOUR) return 'too_late';
  return 'ok';
}

/** Until when the cleaner may contest a no-show marked at `markedAt`. */
export function contestUntil(markedAt: Date): Date {
  return new Date(markedAt.getTime() + NO_SHOW_CONTEST_HOURS * HOUR);
}

/** Whether the cleaner may contest now (once, within 48 hours of the marking). */
export function mayContest(n: { markedAt: Date; contestedAt: Date | null }, now: Date): 'ok' | 'already' | 'too_late' {
  if (n.contestedAt) return 'already';
  if (now > contestUntil(n.markedAt)) return 'too_late';
  return 'ok';
}
