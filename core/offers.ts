// The backup chain (issue 17): who a turnover is offered to next, until when, and what a turnover's
// cover looks like. The rules live here once; the server applies them under the turnover's lock
// (server/features/turnovers/chain.ts) and the database keeps one open offer per turnover.

/** How long a team member has to answer, by default (the host can change it per job). */
export const DEFAULT_RESPONSE_HOURS = 12;
export const MIN_RESPONSE_HOURS = 1;
export const MAX_RESPONSE_HOURS = 72;
/** No offer stays open later than this long before the turnover's window starts. */
export const ANSWER_BY_HOURS_BEFORE = 24;
/**
 * A turnover made later than that (a last-minute booking) still goes to the team, each member
 * getting at most this long, and never past the window's start: jumping straight to "unfilled"
 * would skip the cleaners most likely to say yes.
 */
export const SHORT_NOTICE_RESPONSE_MINUTES = 60;
/** A confirmed cleaner who cancels less than this long before the window cancels late. */
export const LATE_CANCELLATION_HOURS = 24;
/** An unfilled turnover this close to its window alerts the host again (once). */
export const UNFILLED_REALERT_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** Offers made by walking the team, or by the host accepting a nearby cleaner's request. */
export const OFFER_SOURCES = ['team', 'request'] as const;

/**
 * When an offer made at `now` for a turnover starting at `startsAt` passes to the next member:
 * after the job's response time, but no later than 24 hours before the window. For a turnover
 * already inside those 24 hours, a short deadline (an hour, never past the start).
 */
export function offerDeadline(now: Date, startsAt: Date, responseHours: number): Date {
  const byResponse = now.getTime() + responseHours * HOUR_MS;
  const cap = startsAt.getTime() - ANSWER_BY_HOURS_BEFORE * HOUR_MS;
  if (cap > now.getTime()) return new Date(Math.min(byResponse, cap));
  const shortNotice = now.getTime() + Math.min(responseHours * HOUR_MS, SHORT_NOTICE_RESPONSE_MINUTES * 60 * 1000);
  return new Date(Math.max(now.getTime(), Math.min(shortNotice, startsAt.getTime())));
}

/** Whether a confirmed cleaner cancelling at `now` cancels late. */
export function isLateCancellation(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/** When an unfilled turnover alerts its host again. */
export function unfilledRealertAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - UNFILLED_REALERT_HOURS * HOUR_MS);
}

/** An earlier offer of this turnover, as far as the chain cares. */
export type PastOffer = {
  cleanerUserId: string;
  status: 'offered' | 'confirmed' | 'declined' | 'expired' | 'withdrawn' | 'cancelled';
};

/** Answers that take a member out of this turnover's chain: they said no, let it lapse, or backed out. */
const OUT_OF_CHAIN = new Set<PastOffer['status']>(['declined', 'expired', 'cancelled']);

/**
 * The team member to offer a turnover to next: the first in the team's order who has not already
 * declined it, let an offer of it lapse, or cancelled it. (A withdrawn offer, passed on because the
 * host reordered the team, does not count against anyone.) Null when the chain is exhausted.
 */
export function nextInChain(team: readonly string[], history: readonly PastOffer[]): string | null {
  const out = new Set(history.filter((o) => OUT_OF_CHAIN.has(o.status)).map((o) => o.cleanerUserId));
  return team.find((id) => !out.has(id)) ?? null;
}

/**
 * What a turnover's cover looks like to the host, in one word (the page gives each its words and
 * colour): waiting for an answer, confirmed, nobody left to ask, open to nearby cleaners, done or
 * cancelled; `unassigned` while the job has no team at all.
 */
export const COVER_STATES = [
  'offered',
  'confirmed',
  'unfilled',
  'open',
  'unassigned',
  'completed',
  'cancelled',
  'missed',
] as const;
export type CoverState = (typeof COVER_STATES)[number];

export function coverState(t: {
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'missed';
  openOffer: boolean;
  unfilledAt: Date | string | null;
  openedAt: Date | string | null;
}): CoverState {
  if (t.status !== 'scheduled') return t.status;
  if (t.openOffer) return 'offered';
  if (t.openedAt) return 'open';
  if (t.unfilledAt) return 'unfilled';
  return 'unassigned';
}

/** A nearby cleaner's request for an open turnover: waiting, taken, or another cleaner got it. */
export const TURNOVER_REQUEST_STATUSES = ['requested', 'accepted', 'not_selected', 'withdrawn'] as const;
