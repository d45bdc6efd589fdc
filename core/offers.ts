// The backup chain (issue 17): who a turnover is offered to next, until when, and what a turnover's
// cover looks like. The rules live here once; the server applies them under the turnover's lock
// (server/features/turnovers/chain.ts) and the database keeps one open offer per turnover and
// cleaner: one open offer per turnover while the team is walked one by one, one per remaining
// member when they are asked together close to the window (issue 37).
import { format } from './messages/format';
import { offerTiming as englishTiming } from './messages/en/offer-timing';
import { offerTiming as spanishTiming } from './messages/es/offer-timing';
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from './locale';

const timing: Record<Locale, typeof spanishTiming> = { en: englishTiming, es: spanishTiming };

/** How long a team member has to answer, by default (the host can change it per job). */
export const DEFAULT_RESPONSE_HOURS = 12;
export const MIN_RESPONSE_HOURS = 1;
export const MAX_RESPONSE_HOURS = 72;
/**
 * Issue 37: the answer time shrinks with the time left instead of stopping a day ahead. An offer
 * gets the job's response time, but never more than a third of the time until the window starts
 * (so two more cleaners could still be asked after it), and at least ANSWER_FLOOR_MINUTES (never
 * past the window's start).
 */
export const ANSWER_SHARE_OF_TIME_LEFT = 1 / 3;
export const ANSWER_FLOOR_MINUTES = 15;
/**
 * Closer than this to the window, walking the team one by one would leave the last members
 * minutes or nothing: everyone left on the team is asked at once, each with the same deadline,
 * and the first to confirm takes it. Two hours: a third of it is 40 minutes, still a real answer
 * time, and from here each step of the one-by-one chain would shrink below the floor within two
 * or three members.
 */
export const ASK_TOGETHER_HOURS = 2;
/** A confirmed cleaner who cancels less than this long before the window cancels late. */
export const LATE_CANCELLATION_HOURS = 24;
/** An unfilled turnover this close to its window alerts the host again (once). */
export const UNFILLED_REALERT_HOURS = 24;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The longest reason a cleaner may give with "Can't make it" (the schedule's and the email page's). */
export const OFFER_REASON_MAX = 500;

/** Offers made by walking the team, or by the host accepting a nearby cleaner's request. */
export const OFFER_SOURCES = ['team', 'request'] as const;

/**
 * When an offer made at `now` for a turnover starting at `startsAt` passes on: after the job's
 * response time, at most a third of the time left, at least ANSWER_FLOOR_MINUTES, never after the
 * start. (At or past the start: `now`, there is nothing left to answer.)
 */
export function offerDeadline(now: Date, startsAt: Date, responseHours: number): Date {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return new Date(now.getTime());
  const share = Math.min(responseHours * HOUR_MS, Math.floor(left * ANSWER_SHARE_OF_TIME_LEFT));
  const answer = Math.min(Math.max(share, ANSWER_FLOOR_MINUTES * MINUTE_MS), left);
  return new Date(now.getTime() + answer);
}

/** Issue 38: an unanswered offer's cleaner is reminded once this share of its answer time has passed. */
export const REMINDER_SHARE_OF_ANSWER_TIME = 1 / 2;

/**
 * When the cleaner of an offer made at `madeAt` with this deadline is reminded that it is about to
 * lapse (half its answer time, rounded down to the millisecond); null when there is no answer time.
 */
export function offerReminderAt(madeAt: Date, deadlineAt: Date): Date | null {
  const answer = deadlineAt.getTime() - madeAt.getTime();
  if (!(answer > 0)) return null;
  return new Date(madeAt.getTime() + Math.floor(answer * REMINDER_SHARE_OF_ANSWER_TIME));
}

/** Whether an offer made at `now` goes to everyone left on the team at once (ASK_TOGETHER_HOURS). */
export function asksTogether(now: Date, startsAt: Date): boolean {
  return startsAt.getTime() - now.getTime() < ASK_TOGETHER_HOURS * HOUR_MS;
}

/**
 * "answer within 25 min", "answer within 1 h 40 min", "answer within 9 h", or past twelve hours
 * "answer by Thu, Dec 3, 9:30 PM CST" (in `timeZone`, the property's). Rounded down, so it never
 * promises more time than there is.
 */
export function answerWithin(deadlineAt: Date, now: Date, timeZone = 'UTC', locale: Locale = DEFAULT_LOCALE): string {
  return (
    timeLeftToAnswer(deadlineAt, now, locale) ??
    format(timing[locale].by, { deadline: momentIn(deadlineAt, timeZone, locale) })
  );
}

/**
 * The countdown alone ("answer within 25 min"), or null from twelve hours on, where the moment
 * itself says more (a line that already names the deadline adds the countdown only when it helps).
 */
export function timeLeftToAnswer(deadlineAt: Date, now: Date, locale: Locale = DEFAULT_LOCALE): string | null {
  const offerTiming = timing[locale];
  const left = timeLeftUnits(deadlineAt.getTime() - now.getTime());
  if (!left) return offerTiming.passed;
  if ('days' in left || left.hours >= 12) return null;
  if (left.hours === 0) return format(offerTiming.minutes, { minutes: left.minutes });
  return left.minutes > 0
    ? format(offerTiming.hoursMinutes, { hours: left.hours, minutes: left.minutes })
    : format(offerTiming.hours, { hours: left.hours });
}

/** A time left in the units its words use; `minutes` is 0 where minutes are not said. */
export type TimeLeftUnits = { hours: number; minutes: number } | { days: number };

/**
 * The one rule for how a time left is said, in emails and on pages alike: whole minutes under an
 * hour, hours and minutes under 3 hours (where minutes matter), whole hours under 2 days, then
 * whole days. Always rounded down, so nobody reads more time than there is; null once it is up.
 */
export function timeLeftUnits(leftMs: number): TimeLeftUnits | null {
  if (!(leftMs > 0)) return null;
  const minutes = Math.max(1, Math.floor(leftMs / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  if (hours < 3) return { hours, minutes: minutes % 60 };
  if (hours < 48) return { hours, minutes: 0 };
  return { days: Math.floor(hours / 24) };
}

/** The words of a time left, by unit (core/messages/en/turnover-words.ts `timeLeft`). */
export type TimeLeftWords = { minutes: string; hours: string; hoursMinutes: string; days: string };

/** "25 min", "2 h 10 min", "5 h", "3 days": a time left as timeLeftUnits says it, or null once it is up. */
export function timeLeftInWords(leftMs: number, words: TimeLeftWords): string | null {
  const left = timeLeftUnits(leftMs);
  if (!left) return null;
  if ('days' in left) return format(words.days, { count: left.days });
  if (left.hours === 0) return format(words.minutes, { count: left.minutes });
  return left.minutes > 0
    ? format(words.hoursMinutes, { hours: left.hours, minutes: left.minutes })
    : format(words.hours, { count: left.hours });
}

/** " (answer within 25 min)" for a line that names the deadline, or '' from twelve hours on. */
export function timeLeftPart(deadlineAt: Date, now: Date, locale: Locale = DEFAULT_LOCALE): string {
  const left = timeLeftToAnswer(deadlineAt, now, locale);
  return left ? format(timing[locale].leftPart, { within: left }) : '';
}

/** "Thu, Dec 3, 9:30 PM CST": a moment in `timeZone` on the app's 12-hour clock. */
export function momentIn(instant: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
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
 * The team members still in a turnover's chain, in the team's order: those who have not declined
 * it, let an offer of it lapse, or cancelled it. (A withdrawn offer, passed on because the host
 * reordered the team or another member took it, does not count against anyone.)
 */
export function remainingInChain(team: readonly string[], history: readonly PastOffer[]): string[] {
  const out = new Set(history.filter((o) => OUT_OF_CHAIN.has(o.status)).map((o) => o.cleanerUserId));
  return team.filter((id) => !out.has(id));
}

/** The team member to offer a turnover to next (the first still in the chain); null when it is exhausted. */
export function nextInChain(team: readonly string[], history: readonly PastOffer[]): string | null {
  return remainingInChain(team, history)[0] ?? null;
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
