import { describe, expect, it } from 'vitest';
import { PUSH_KINDS, PUSH_KINDS_FOR, pushKindOf, pushSendAt } from './push-kinds';

const NY = 'America/New_York';
const quiet = { start: '22:00', end: '07:00' };

describe('pushSendAt', () => {
  it('sends at once outside quiet hours, and urgent pushes at once inside them', () => {
    const noon = new Date('2026-06-10T16:00:00Z'); // 12:00 in New York
    expect(pushSendAt({ now: noon, urgency: 'normal', quiet, timeZone: NY })).toEqual(noon);
    const lateNight = new Date('2026-06-11T03:30:00Z'); // 23:30
    expect(pushSendAt({ now: lateNight, urgency: 'high', quiet, timeZone: NY })).toEqual(lateNight);
  });

  it('holds a push made in the evening until the next morning, across midnight', () => {
    const at2330 = new Date('2026-06-11T03:30:00Z');
    expect(pushSendAt({ now: at2330, urgency: 'normal', quiet, timeZone: NY })).toEqual(
      new Date('2026-06-11T11:00:00Z'),
    );
    const at0200 = new Date('2026-06-11T06:00:00Z');
    expect(pushSendAt({ now: at0200, urgency: 'normal', quiet, timeZone: NY })).toEqual(
      new Date('2026-06-11T11:00:00Z'),
    );
    // 07:00 itself is morning.
    const at0700 = new Date('2026-06-11T11:00:00Z');
    expect(pushSendAt({ now: at0700, urgency: 'normal', quiet, timeZone: NY })).toEqual(at0700);
  });

  it('keeps 07:00 local across a daylight-saving change in the night', () => {
    // Night of 7–8 March 2026: clocks in New York go from 02:00 EST to 03:00 EDT.
    const before = new Date('2026-03-08T04:00:00Z'); // 23:00 EST on the 7th
    expect(pushSendAt({ now: before, urgency: 'normal', quiet, timeZone: NY })).toEqual(
      new Date('2026-03-08T11:00:00Z'), // 07:00 EDT
    );
    // Night of 31 Oct – 1 Nov 2026: back from EDT to EST.
    const fall = new Date('2026-11-01T02:30:00Z'); // 22:30 EDT on the 31st
    expect(pushSendAt({ now: fall, urgency: 'normal', quiet, timeZone: NY })).toEqual(
      new Date('2026-11-01T12:00:00Z'), // 07:00 EST
    );
  });

  it('follows the person’s zone and hours that do not cross midnight', () => {
    const la = 'America/Los_Angeles';
    const at1330 = new Date('2026-06-10T20:30:00Z'); // 13:30 in Los Angeles
    expect(
      pushSendAt({ now: at1330, urgency: 'normal', quiet: { start: '13:00', end: '15:00' }, timeZone: la }),
    ).toEqual(new Date('2026-06-10T22:00:00Z'));
    // The same instant is 16:30 in New York: not quiet there.
    expect(
      pushSendAt({ now: at1330, urgency: 'normal', quiet: { start: '13:00', end: '15:00' }, timeZone: NY }),
    ).toEqual(at1330);
  });

  it('sends at once when quiet hours are off', () => {
    const at2330 = new Date('2026-06-11T03:30:00Z');
    expect(pushSendAt({ now: at2330, urgency: 'normal', quiet: null, timeZone: NY })).toEqual(at2330);
  });
});

describe('pushKindOf', () => {
  it('names each pushed notification’s kind; a change list with answer buttons is an offer', () => {
    expect(pushKindOf('turnover_offered', true)).toBe('offers');
    expect(pushKindOf('turnovers_changed', true)).toBe('offers');
    expect(pushKindOf('turnovers_changed', false)).toBe('changes');
    expect(pushKindOf('turnover_unfilled', false)).toBe('urgent');
    expect(pushKindOf('turnover_completed', false)).toBe('reports');
  });
});

describe('PUSH_KINDS_FOR', () => {
  it('gives every kind to a role, and to both only messages (issue 40: both sides write)', () => {
    expect(new Set([...PUSH_KINDS_FOR.cleaner, ...PUSH_KINDS_FOR.host])).toEqual(new Set(PUSH_KINDS));
    expect(PUSH_KINDS_FOR.cleaner.filter((k) => PUSH_KINDS_FOR.host.includes(k))).toEqual(['messages']);
  });
});
