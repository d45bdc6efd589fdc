// The host's turnover board (issue 37): which turnovers are at risk and why, which states the board
// filters by, which days it spans and how its agenda groups them. The server decides the risks at its
// clock's `now`; the page gives them words and colour and groups the days in each property's zone.
import type { CoverState } from './offers';
import { localDate, type TurnoverStatus } from './turnovers';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A confirmed turnover not started this long after check-out is late (the host is alerted then too). */
export const START_OVERDUE_MINUTES = 30;
/** The board's ranges: the week shown (Monday to Sunday), or the next 30 days from today. */
export const BOARD_RANGES = ['week', 'next30'] as const;
export type BoardRange = (typeof BOARD_RANGES)[number];
export const NEXT_DAYS = 30;
/** Past turnovers still at risk (missed, a problem left open) show this far back at most. */
export const BOARD_PAST_RISK_DAYS = 30;
/** The most turnovers one board answer holds: 30 days of a host's every property, with room to spare. */
export const BOARD_ROW_CAP = 600;

/**
 * What the board filters by: the cover in the words the host reads ('unfilled' takes in a turnover
 * open to nearby cleaners or on a job with no team yet: nobody has it), or only the ones at risk.
 */
export const BOARD_STATES = [
  'at_risk',
  'offered',
  'confirmed',
  'unfilled',
  'completed',
  'missed',
  'cancelled',
] as const;
export type BoardState = (typeof BOARD_STATES)[number];

export function boardStateOf(cover: CoverState): Exclude<BoardState, 'at_risk'> {
  return cover === 'open' || cover === 'unassigned' ? 'unfilled' : cover;
}

/**
 * Why a turnover needs the host, most severe first: it was missed; its cleaner has not started by
 * check-out + 30 minutes; nobody has it; its cleaner reported a problem that is not resolved; an
 * offer waits for an answer (with its deadline, for the time left).
 */
export const RISK_KINDS = ['missed', 'not_started', 'unfilled', 'problem', 'waiting'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

export type TurnoverRisk =
  | { kind: 'missed' }
  | { kind: 'not_started'; cleanerName: string | null; since: Date }
  | { kind: 'unfilled'; openToNearby: boolean }
  | { kind: 'problem'; count: number }
  | { kind: 'waiting'; cleanerName: string; deadlineAt: Date | null };

/** What the rule reads of a turnover. */
export type RiskFacts = {
  status: TurnoverStatus;
  startsAt: Date;
  endsAt: Date;
  startedAt: Date | null;
  openedAt: Date | null;
  /** The assigned cleaner's name (the one who confirmed). */
  cleanerName: string | null;
  /** The offer waiting for an answer, if any. */
  openOffer: { cleanerName: string; deadlineAt: Date | null } | null;
  missedHandledAt: Date | null;
  /** Problems reported on it and not resolved. */
  openProblems: number;
};

/** Every reason `t` is at risk at `now`, most severe first (empty: it is fine). */
export function turnoverRisks(t: RiskFacts, now: Date): TurnoverRisk[] {
  const risks: TurnoverRisk[] = [];
  if (t.status === 'missed' && !t.missedHandledAt) risks.push({ kind: 'missed' });
  const overdueAt = new Date(t.startsAt.getTime() + START_OVERDUE_MINUTES * MINUTE);
  if (t.status === 'confirmed' && !t.startedAt && now >= overdueAt)
    risks.push({ kind: 'not_started', cleanerName: t.cleanerName, since: overdueAt });
  // A scheduled turnover whose window is over is past help; the missed state covers confirmed ones.
  if (t.status === 'scheduled' && !t.openOffer && now < t.endsAt)
    risks.push({ kind: 'unfilled', openToNearby: t.openedAt !== null });
  if (t.openProblems > 0 && t.status !== 'cancelled') risks.push({ kind: 'problem', count: t.openProblems });
  if (t.status === 'scheduled' && t.openOffer && now < t.endsAt)
    risks.push({ kind: 'waiting', cleanerName: t.openOffer.cleanerName, deadlineAt: t.openOffer.deadlineAt });
  return risks;
}

/** The most severe reason, or null. */
export function turnoverRisk(t: RiskFacts, now: Date): TurnoverRisk | null {
  return turnoverRisks(t, now)[0] ?? null;
}

/** Orders at-risk turnovers: the most severe reason first, then the soonest. */
export function compareAtRisk(
  a: { risks: readonly { kind: RiskKind }[]; startsAt: Date | string },
  b: { risks: readonly { kind: RiskKind }[]; startsAt: Date | string },
): number {
  const rank = (x: typeof a) => (x.risks[0] ? RISK_KINDS.indexOf(x.risks[0].kind) : RISK_KINDS.length);
  return rank(a) - rank(b) || new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime();
}

// --- Calendar dates ("YYYY-MM-DD"): plain day arithmetic, so a DST change never shifts a day. ---

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** `date` plus `days` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date).getTime() + days * DAY).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcDay(b).getTime() - utcDay(a).getTime()) / DAY);
}

/**
 * The Monday of `date`'s week. The board's weeks run Monday to Sunday so a weekend, when most
 * guests change over, stays in one week.
 */
export function weekStart(date: string): string {
  const weekday = utcDay(date).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The dates a range spans, first and last included. */
export function boardSpan(range: BoardRange, today: string, week?: string): { from: string; to: string } {
  if (range === 'next30') return { from: today, to: addDays(today, NEXT_DAYS - 1) };
  const from = weekStart(week ?? today);
  return { from, to: addDays(from, 6) };
}

export const AGENDA_GROUPS = ['today', 'tomorrow', 'this_week', 'later', 'earlier'] as const;
export type AgendaGroup = (typeof AGENDA_GROUPS)[number];

/**
 * Where a turnover on `date` (its property's local date) goes in the agenda at `now`: today and
 * tomorrow in the property's own zone, then the rest of this week (to Sunday), then later. Earlier
 * days only reach the board as unhandled risks.
 */
export function agendaGroup(date: string, now: Date, timeZone: string): AgendaGroup {
  const today = localDate(now, timeZone);
  const days = daysBetween(today, date);
  if (days < 0) return 'earlier';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return date <= addDays(weekStart(today), 6) ? 'this_week' : 'later';
}
