import { describe, expect, it } from 'vitest';
import { defaultTimeZone, isTimeZoneOf, timeZonesFor } from './time-zones';
import {
  canTurnoverTransition,
  deriveTurnovers,
  importWindow,
  inImportWindow,
  localDate,
  localTime,
  MAX_TURNOVERS_AHEAD,
  planSync,
  zonedInstant,
  type Booking,
  type ExistingTurnover,
} from './turnovers';

const times = { checkoutTime: '11:00', checkinTime: '16:00', timeZone: 'America/New_York' };
const booking = (uid: string, startDate: string, endDate: string, extra: Partial<Booking> = {}): Booking => ({
  uid,
  calendarId: 'c1',
  startDate,
  endDate,
  ...extra,
});

describe('zoned times', () => {
  it('reads a local time in the property zone across daylight saving', () => {
    expect(zonedInstant('2026-07-01', '11:00', 'America/New_York').toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(zonedInstant('2026-12-01', '11:00', 'America/New_York').toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(zonedInstant('2026-07-01', '11:00', 'America/Phoenix').toISOString()).toBe('2026-07-01T18:00:00.000Z');
    const i = zonedInstant('2026-03-08', '11:00', 'America/Chicago');
    expect([localDate(i, 'America/Chicago'), localTime(i, 'America/Chicago')]).toEqual(['2026-03-08', '11:00']);
  });
});

describe('time zones by state', () => {
  it('defaults from the state and offers both zones of a split state', () => {
    expect(defaultTimeZone('NY')).toBe('America/New_York');
    expect(timeZonesFor('TX').map((z) => z.id)).toEqual(['America/Chicago', 'America/Denver']);
    expect(isTimeZoneOf('TX', 'America/Denver')).toBe(true);
    expect(isTimeZoneOf('NY', 'America/Denver')).toBe(false);
    expect(defaultTimeZone('ZZ')).toBeUndefined();
  });
});

describe('the turnover status graph', () => {
  it('lets a confirmed turnover fall back, and keeps completed and cancelled final', () => {
    expect(canTurnoverTransition('scheduled', 'confirmed')).toBe(true);
    expect(canTurnoverTransition('confirmed', 'scheduled')).toBe(true);
    expect(canTurnoverTransition('scheduled', 'completed')).toBe(false);
    expect(canTurnoverTransition('completed', 'cancelled')).toBe(false);
    expect(canTurnoverTransition('cancelled', 'scheduled')).toBe(false);
  });
});

describe('deriveTurnovers', () => {
  it('makes one turnover per checkout day, same-day when the next guest arrives that day', () => {
    const slots = deriveTurnovers(
      [
        booking('a', '2026-12-01', '2026-12-04'),
        booking('b', '2026-12-04', '2026-12-06', { startTime: '15:00' }),
        booking('c', '2026-12-09', '2026-12-12'),
      ],
      times,
    );
    expect(slots.map((s) => [s.date, s.sameDay])).toEqual([
      ['2026-12-04', true],
      ['2026-12-06', false],
      ['2026-12-12', false],
    ]);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(slots[0]!.endsAt.toISOString()).toBe('2026-12-04T20:00:00.000Z'); // the next guest's 15:00
    expect(slots[1]!.endsAt.toISOString()).toBe('2026-12-06T21:00:00.000Z'); // the job's 16:00
  });

  it('counts one stay listed on two calendars once and ignores empty stays', () => {
    const slots = deriveTurnovers(
      [
        booking('a', '2026-12-01', '2026-12-04'),
        { ...booking('a2', '2026-12-02', '2026-12-04'), calendarId: 'c2' },
        booking('z', '2026-12-05', '2026-12-05'),
      ],
      times,
    );
    expect(slots.map((s) => [s.date, s.sourceUid])).toEqual([['2026-12-04', 'a']]);
  });
});

describe('planSync', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const existing = (id: string, date: string, extra: Partial<ExistingTurnover> = {}): ExistingTurnover => {
    const [slot] = deriveTurnovers([booking(extra.sourceUid ?? id, '2026-11-01', date)], times);
    return {
      id,
      date,
      status: 'scheduled',
      source: 'calendar',
      sourceUid: id,
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
      sameDay: false,
      ...extra,
    };
  };

  it('changes nothing when the same stays come back under new UIDs', () => {
    const slots = deriveTurnovers([booking('new-uid', '2026-12-01', '2026-12-04')], times);
    const plan = planSync([existing('t1', '2026-12-04', { sourceUid: 'old-uid' })], slots, now);
    expect(plan).toEqual({
      create: [],
      update: [],
      move: [],
      cancel: [],
      relabel: [{ id: 't1', sourceUid: 'new-uid' }],
      leftOut: [],
    });
  });

  it('moves a turnover whose reservation moved, cancels a vanished one, creates new ones', () => {
    const slots = deriveTurnovers(
      [booking('r1', '2026-12-01', '2026-12-05'), booking('r3', '2026-12-10', '2026-12-12')],
      times,
    );
    const plan = planSync(
      [existing('t1', '2026-12-04', { sourceUid: 'r1' }), existing('t2', '2026-12-08', { sourceUid: 'r2' })],
      slots,
      now,
    );
    expect(plan.move).toEqual([
      { id: 't1', fromDate: '2026-12-04', slot: expect.objectContaining({ date: '2026-12-05' }) },
    ]);
    expect(plan.cancel).toEqual([{ id: 't2', date: '2026-12-08' }]);
    expect(plan.create.map((s) => s.date)).toEqual(['2026-12-12']);
  });

  it('never touches past, completed or manual turnovers, and never creates on their dates or in the past', () => {
    const slots = deriveTurnovers(
      [booking('p', '2026-11-20', '2026-11-25'), booking('m', '2026-12-01', '2026-12-03')],
      times,
    );
    const plan = planSync(
      [
        existing('past', '2026-11-28'),
        existing('done', '2026-12-02', { status: 'completed' }),
        existing('manual', '2026-12-03', { source: 'manual', sourceUid: null }),
      ],
      slots,
      now,
    );
    expect(plan).toEqual({ create: [], update: [], move: [], cancel: [], relabel: [], leftOut: [] });
  });

  it('updates the window when a same-day arrival appears', () => {
    const slots = deriveTurnovers(
      [booking('r1', '2026-12-01', '2026-12-04'), booking('r2', '2026-12-04', '2026-12-07')],
      times,
    );
    const plan = planSync(
      [existing('t1', '2026-12-04', { sourceUid: 'r1' }), existing('t2', '2026-12-07', { sourceUid: 'r2' })],
      slots,
      now,
    );
    expect(plan.update).toEqual([{ id: 't1', slot: expect.objectContaining({ sameDay: true }) }]);
    expect(plan.cancel).toEqual([]);
  });
});

describe('import caps (issue 35)', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const nights = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) =>
      booking(`s${i}`, shift('2026-11-30', from + i), shift('2026-11-30', from + i + 1)),
    );
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('keeps events from the past turnovers window to 18 months ahead, in the property zone', () => {
    expect(importWindow(now, 'America/New_York')).toEqual({ from: '2026-10-31', to: '2028-05-30' });
    // The day of the month is kept where the month has it, else its last day.
    expect(importWindow(new Date('2026-08-31T12:00:00Z'), 'America/New_York').to).toBe('2028-02-29');
    // Late evening in Honolulu is already the next day in UTC.
    expect(importWindow(new Date('2026-12-01T08:00:00Z'), 'Pacific/Honolulu').to).toBe('2028-05-30');
    const w = importWindow(now, 'America/New_York');
    expect(inImportWindow({ startDate: '2026-10-20', endDate: '2026-10-31' }, w)).toBe(true);
    expect(inImportWindow({ startDate: '2026-10-20', endDate: '2026-10-30' }, w)).toBe(false);
    // Arriving on the window's last day: kept (a same-day turn needs it), though its own checkout is beyond.
    expect(inImportWindow({ startDate: '2028-05-30', endDate: '2028-06-04' }, w)).toBe(true);
    expect(inImportWindow({ startDate: '2028-05-31', endDate: '2028-06-04' }, w)).toBe(false);
  });

  it('makes no turnover after the window and keeps the nearest up to the cap, counting manual ones', () => {
    const slots = deriveTurnovers(nights(6), times);
    const until = planSync([], slots, now, { until: shift('2026-11-30', 5) });
    expect(until.create.map((s) => s.date)).toEqual([2, 3, 4, 5].map((d) => shift('2026-11-30', d)));
    expect(until.leftOut).toEqual([]);

    const manual: ExistingTurnover = {
      id: 'm',
      date: shift('2026-11-30', 20),
      status: 'scheduled',
      source: 'manual',
      sourceUid: null,
      startsAt: new Date(now.getTime() + 20 * 86_400_000),
      endsAt: new Date(now.getTime() + 21 * 86_400_000),
      sameDay: false,
    };
    const capped = planSync([manual], slots, now, { maxAhead: 4 });
    expect(capped.create.map((s) => s.date)).toEqual([2, 3, 4].map((d) => shift('2026-11-30', d)));
    expect(capped.leftOut.map((s) => s.date)).toEqual([5, 6, 7].map((d) => shift('2026-11-30', d)));
  });

  it('cancels a turnover the cap now leaves out, nearer stays having come in', () => {
    const [far] = deriveTurnovers([booking('far', '2026-12-20', '2026-12-22')], times);
    const existing: ExistingTurnover[] = [
      {
        id: 't',
        date: far!.date,
        status: 'confirmed',
        source: 'calendar',
        sourceUid: 'far',
        startsAt: far!.startsAt,
        endsAt: far!.endsAt,
        sameDay: false,
      },
    ];
    const plan = planSync(
      existing,
      deriveTurnovers([...nights(2), booking('far', '2026-12-20', '2026-12-22')], times),
      now,
      { maxAhead: 2 },
    );
    expect(plan.create).toHaveLength(2);
    expect(plan.cancel).toEqual([{ id: 't', date: far!.date }]);
    expect(plan.leftOut.map((s) => s.sourceUid)).toEqual(['far']);
  });

  it(`caps a job at ${MAX_TURNOVERS_AHEAD} turnovers ahead when not told otherwise`, () => {
    const plan = planSync([], deriveTurnovers(nights(MAX_TURNOVERS_AHEAD + 3), times), now);
    expect([plan.create.length, plan.leftOut.length]).toEqual([MAX_TURNOVERS_AHEAD, 3]);
  });
});
