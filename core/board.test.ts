import { describe, expect, it } from 'vitest';
import {
  addDays,
  agendaGroup,
  boardSpan,
  boardStateOf,
  compareAtRisk,
  turnoverRisk,
  turnoverRisks,
  weekStart,
  type RiskFacts,
} from './board';
import { zonedInstant } from './turnovers';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const startsAt = new Date('2026-12-01T17:00:00Z');
const endsAt = new Date('2026-12-01T22:00:00Z');
const base: RiskFacts = {
  status: 'confirmed',
  startsAt,
  endsAt,
  startedAt: null,
  openedAt: null,
  cleanerName: 'Ana Team',
  openOffer: null,
  missedHandledAt: null,
  openProblems: 0,
};
const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * MIN);

describe('turnoverRisks', () => {
  it('finds nothing wrong with a confirmed turnover before its check-out', () => {
    expect(turnoverRisks(base, at(-24 * 60))).toEqual([]);
    expect(turnoverRisk(base, at(29))).toBeNull();
  });

  it('flags a confirmed turnover not started by check-out + 30 minutes, and not one that started', () => {
    expect(turnoverRisk(base, at(30))).toEqual({ kind: 'not_started', cleanerName: 'Ana Team', since: at(30) });
    expect(turnoverRisk({ ...base, startedAt: at(10) }, at(45))).toBeNull();
  });

  it('calls a scheduled turnover with nobody asked unfilled until its window ends, and says when it is open to nearby cleaners', () => {
    const unfilled = { ...base, status: 'scheduled' as const, cleanerName: null };
    expect(turnoverRisk(unfilled, at(-48 * 60))).toEqual({ kind: 'unfilled', openToNearby: false });
    expect(turnoverRisk({ ...unfilled, openedAt: at(-60) }, at(0))).toEqual({ kind: 'unfilled', openToNearby: true });
    expect(turnoverRisk(unfilled, endsAt)).toBeNull();
  });

  it('says who an offer waits for and until when', () => {
    const deadlineAt = at(-60);
    const offered = { ...base, status: 'scheduled' as const, openOffer: { cleanerName: 'Ben Team', deadlineAt } };
    expect(turnoverRisk(offered, at(-120))).toEqual({ kind: 'waiting', cleanerName: 'Ben Team', deadlineAt });
  });

  it('keeps a missed turnover at risk until the host marks it handled', () => {
    const missed = { ...base, status: 'missed' as const };
    expect(turnoverRisk(missed, at(24 * 60))).toEqual({ kind: 'missed' });
    expect(turnoverRisk({ ...missed, missedHandledAt: at(25 * 60) }, at(26 * 60))).toBeNull();
  });

  it('keeps an unresolved problem at risk, even after the turnover is completed; not once it is cancelled', () => {
    const done = { ...base, status: 'completed' as const, startedAt: at(0), openProblems: 2 };
    expect(turnoverRisk(done, at(3 * 24 * 60))).toEqual({ kind: 'problem', count: 2 });
    expect(turnoverRisk({ ...done, status: 'cancelled' }, at(60))).toBeNull();
  });

  it('lists every reason, most severe first', () => {
    const missedWithProblem = { ...base, status: 'missed' as const, openProblems: 1 };
    expect(turnoverRisks(missedWithProblem, at(600)).map((r) => r.kind)).toEqual(['missed', 'problem']);
    const lateWithProblem = { ...base, openProblems: 1 };
    expect(turnoverRisks(lateWithProblem, at(40)).map((r) => r.kind)).toEqual(['not_started', 'problem']);
  });
});

describe('compareAtRisk', () => {
  it('puts the most severe reason first, then the soonest', () => {
    const rows = [
      { id: 'waiting soon', risks: [{ kind: 'waiting' as const }], startsAt: '2026-12-01T10:00:00Z' },
      { id: 'unfilled later', risks: [{ kind: 'unfilled' as const }], startsAt: '2026-12-05T10:00:00Z' },
      { id: 'missed', risks: [{ kind: 'missed' as const }], startsAt: '2026-11-28T10:00:00Z' },
      { id: 'unfilled soon', risks: [{ kind: 'unfilled' as const }], startsAt: '2026-12-02T10:00:00Z' },
    ];
    expect(rows.sort(compareAtRisk).map((r) => r.id)).toEqual([
      'missed',
      'unfilled soon',
      'unfilled later',
      'waiting soon',
    ]);
  });
});

describe('boardStateOf', () => {
  it('reads open and no-team turnovers as unfilled: nobody has them', () => {
    expect(boardStateOf('open')).toBe('unfilled');
    expect(boardStateOf('unassigned')).toBe('unfilled');
    expect(boardStateOf('offered')).toBe('offered');
  });
});

describe('calendar dates', () => {
  it('starts weeks on Monday and spans a week or the next 30 days', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(boardSpan('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(boardSpan('week', '2026-11-27', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(boardSpan('next30', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-12-26' });
  });

  it('adds days across a DST change and a year end without losing one', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('agendaGroup', () => {
  it('groups by the property’s own day: the same instant is today in New York and still yesterday in Los Angeles', () => {
    // Friday Nov 27, 01:30 in New York; Thursday Nov 26, 22:30 in Los Angeles.
    const now = new Date('2026-11-27T06:30:00Z');
    expect(agendaGroup('2026-11-27', now, 'America/New_York')).toBe('today');
    expect(agendaGroup('2026-11-27', now, 'America/Los_Angeles')).toBe('tomorrow');
    expect(agendaGroup('2026-11-26', now, 'America/Los_Angeles')).toBe('today');
    expect(agendaGroup('2026-11-26', now, 'America/New_York')).toBe('earlier');
  });

  it('puts the rest of the week (to Sunday) in this week, and the next Monday later', () => {
    const now = zonedInstant('2026-11-25', '09:00', 'America/Chicago'); // a Wednesday
    expect(agendaGroup('2026-11-27', now, 'America/Chicago')).toBe('this_week');
    expect(agendaGroup('2026-11-29', now, 'America/Chicago')).toBe('this_week');
    expect(agendaGroup('2026-11-30', now, 'America/Chicago')).toBe('later');
  });

  it('counts days right across the spring DST change', () => {
    // Saturday Mar 7, 2026, 23:30 in New York (EST); clocks go forward at 02:00 on Sunday the 8th.
    const saturdayNight = zonedInstant('2026-03-07', '23:30', 'America/New_York');
    expect(agendaGroup('2026-03-07', saturdayNight, 'America/New_York')).toBe('today');
    expect(agendaGroup('2026-03-08', saturdayNight, 'America/New_York')).toBe('tomorrow');
    expect(agendaGroup('2026-03-09', saturdayNight, 'America/New_York')).toBe('later');
    // 23 hours later it is Sunday 23:30 (EDT): still Sunday, though a UTC day has passed and a bit.
    const sundayNight = new Date(saturdayNight.getTime() + 23 * HOUR);
    expect(agendaGroup('2026-03-08', sundayNight, 'America/New_York')).toBe('today');
    expect(agendaGroup('2026-03-09', sundayNight, 'America/New_York')).toBe('tomorrow');
  });

  it('counts days right across the autumn DST change', () => {
    // Sunday Nov 1, 2026 has 25 hours in Chicago: 23:59 that day is still Nov 1.
    const lateSunday = zonedInstant('2026-11-01', '23:59', 'America/Chicago');
    expect(agendaGroup('2026-11-01', lateSunday, 'America/Chicago')).toBe('today');
    expect(agendaGroup('2026-11-02', lateSunday, 'America/Chicago')).toBe('tomorrow');
  });
});
