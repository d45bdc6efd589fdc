import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_FLOOR_MINUTES,
  ASK_TOGETHER_HOURS,
  answerWithin,
  asksTogether,
  coverState,
  isLateCancellation,
  MAX_RESPONSE_HOURS,
  MIN_RESPONSE_HOURS,
  nextInChain,
  offerDeadline,
  offerReminderAt,
  remainingInChain,
  timeLeftInWords,
  timeLeftPart,
  timeLeftUnits,
  unfilledRealertAt,
} from './offers';
import { words } from './messages/en/turnover-words';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-12-01T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

describe('offerDeadline', () => {
  it('gives the response time when the window is far off', () => {
    expect(offerDeadline(now, inHours(24 * 6), 12)).toEqual(inHours(12));
  });
  it('gives at most a third of the time left: no 24-hour cut-off', () => {
    // Issue 37: a cancellation 24.5 hours ahead gave the backup 29 minutes; now a third of it.
    expect(offerDeadline(now, inHours(24.5), 12)).toEqual(new Date(now.getTime() + (24.5 * HOUR) / 3));
    expect(offerDeadline(now, inHours(30), 12)).toEqual(inHours(10));
    expect(offerDeadline(now, inHours(6), 12)).toEqual(inHours(2));
  });
  it('gives at least 15 minutes, never past the start', () => {
    expect(offerDeadline(now, inHours(0.5), 12)).toEqual(inHours(0.25));
    expect(offerDeadline(now, inHours(0.1), 12)).toEqual(inHours(0.1));
    expect(offerDeadline(now, now, 12)).toEqual(now);
  });
});

describe('offerDeadline over the clock (properties, fixed seed)', () => {
  const MIN = 60 * 1000;
  const leftArb = fc.integer({ min: 1, max: 14 * 24 * 60 * MIN });
  const hoursArb = fc.integer({ min: MIN_RESPONSE_HOURS, max: MAX_RESPONSE_HOURS });
  const nowArb = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2030-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const run = <T>(p: fc.IProperty<T>) => fc.assert(p, { seed: 37, numRuns: 500 });
  const answerOf = (at: Date, left: number, hours: number) =>
    offerDeadline(at, new Date(at.getTime() + left), hours).getTime() - at.getTime();

  it('is never before now nor after the window starts', () =>
    run(
      fc.property(nowArb, leftArb, hoursArb, (at, left, hours) => {
        const d = answerOf(at, left, hours);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(left);
      }),
    ));
  it('never gives under the floor unless the window is nearer', () =>
    run(
      fc.property(nowArb, leftArb, hoursArb, (at, left, hours) => {
        expect(answerOf(at, left, hours)).toBeGreaterThanOrEqual(Math.min(ANSWER_FLOOR_MINUTES * MIN, left));
      }),
    ));
  it('never gives more than the response time, nor (above the floor) more than a third of the time left', () =>
    run(
      fc.property(nowArb, leftArb, hoursArb, (at, left, hours) => {
        const d = answerOf(at, left, hours);
        expect(d).toBeLessThanOrEqual(hours * HOUR);
        if (d > ANSWER_FLOOR_MINUTES * MIN) expect(d).toBeLessThanOrEqual(left / 3);
      }),
    ));
  it('gives more time (or the same) the more time is left, and the longer the response time', () =>
    run(
      fc.property(nowArb, leftArb, leftArb, hoursArb, hoursArb, (at, a, b, h1, h2) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const [fast, slow] = h1 <= h2 ? [h1, h2] : [h2, h1];
        expect(answerOf(at, short, fast)).toBeLessThanOrEqual(answerOf(at, long, fast));
        expect(answerOf(at, long, fast)).toBeLessThanOrEqual(answerOf(at, long, slow));
      }),
    ));
  it('a later offer of the same turnover never ends before an earlier one (the chain only moves forward)', () =>
    run(
      fc.property(nowArb, leftArb, fc.integer({ min: 0, max: 48 * 60 * MIN }), hoursArb, (at, left, wait, hours) => {
        const startsAt = new Date(at.getTime() + left);
        const later = new Date(at.getTime() + Math.min(wait, left));
        expect(offerDeadline(later, startsAt, hours).getTime()).toBeGreaterThanOrEqual(
          offerDeadline(at, startsAt, hours).getTime(),
        );
      }),
    ));
  it('asks together only under ASK_TOGETHER_HOURS, and then still gives at least the floor when there is time', () =>
    run(
      fc.property(nowArb, leftArb, hoursArb, (at, left, hours) => {
        const startsAt = new Date(at.getTime() + left);
        expect(asksTogether(at, startsAt)).toBe(left < ASK_TOGETHER_HOURS * HOUR);
        if (!asksTogether(at, startsAt))
          expect(answerOf(at, left, hours)).toBeGreaterThanOrEqual(ANSWER_FLOOR_MINUTES * MIN);
      }),
    ));
  it('walking a team one by one from a day ahead reaches every member before the window', () =>
    run(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 60, max: 48 * 60 }),
        hoursArb,
        (size, minutesLeft, hours) => {
          // Each member lets the offer lapse; close to the window the rest are asked together.
          const startsAt = new Date(now.getTime() + minutesLeft * MIN);
          let at = now;
          let asked = 0;
          while (asked < size) {
            expect(at.getTime()).toBeLessThan(startsAt.getTime());
            if (asksTogether(at, startsAt)) {
              asked = size;
              break;
            }
            asked += 1;
            at = offerDeadline(at, startsAt, hours);
          }
          expect(asked).toBe(size);
        },
      ),
    ));
});

describe('answerWithin', () => {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60 * 1000);
  it('words the time left, rounded down', () => {
    expect(answerWithin(at(25.9), now)).toBe('answer within 25 min');
    expect(answerWithin(at(0.2), now)).toBe('answer within 1 min');
    expect(answerWithin(at(60), now)).toBe('answer within 1 h');
    expect(answerWithin(at(100), now)).toBe('answer within 1 h 40 min');
    expect(answerWithin(at(200), now)).toBe('answer within 3 h');
    expect(answerWithin(at(11 * 60 + 59), now)).toBe('answer within 11 h');
  });
  it("names the moment from twelve hours on, in the property's zone on a 12-hour clock", () => {
    expect(answerWithin(at(12 * 60), now, 'America/Chicago')).toBe('answer by Tue, Dec 1, 6:00 PM CST');
  });
  it('adds the countdown beside a named deadline only under twelve hours', () => {
    expect(timeLeftPart(at(40), now)).toBe(' (answer within 40 min)');
    expect(timeLeftPart(at(12 * 60), now)).toBe('');
  });
  it('says when the time is up', () => {
    expect(answerWithin(now, now)).toBe('the time to answer has passed');
    expect(answerWithin(at(-5), now)).toBe('the time to answer has passed');
  });
});

describe('timeLeftUnits: the one rule for how a time left is said (emails and pages)', () => {
  const MIN = 60 * 1000;
  it('minutes under an hour, hours and minutes under 3 hours, hours under 2 days, then days; rounded down', () => {
    expect(timeLeftUnits(59 * MIN + 59_000)).toEqual({ hours: 0, minutes: 59 });
    expect(timeLeftUnits(20_000)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeftUnits(2 * HOUR + 59 * MIN)).toEqual({ hours: 2, minutes: 59 });
    expect(timeLeftUnits(3 * HOUR + 30 * MIN)).toEqual({ hours: 3, minutes: 0 });
    expect(timeLeftUnits(47 * HOUR + 59 * MIN)).toEqual({ hours: 47, minutes: 0 });
    expect(timeLeftUnits(72 * HOUR + 5 * MIN)).toEqual({ days: 3 });
  });
  it('is null once the time is up', () => {
    expect(timeLeftUnits(0)).toBeNull();
    expect(timeLeftUnits(-MIN)).toBeNull();
    expect(timeLeftUnits(Number.NaN)).toBeNull();
  });
});

describe('offerReminderAt (issue 38): half the answer time', () => {
  it('is halfway from the offer to its deadline, whatever the answer time', () => {
    expect(offerReminderAt(now, inHours(12))).toEqual(inHours(6));
    // The 15-minute floor: reminded after 7.5 minutes.
    expect(offerReminderAt(now, inHours(0.25))).toEqual(new Date(now.getTime() + 7.5 * 60 * 1000));
    // Rounded down to the millisecond: never after half.
    expect(offerReminderAt(now, new Date(now.getTime() + 3))).toEqual(new Date(now.getTime() + 1));
  });
  it('is null for an offer with no time to answer', () => {
    expect(offerReminderAt(now, now)).toBeNull();
    expect(offerReminderAt(now, inHours(-1))).toBeNull();
  });
  it('always falls strictly between the offer and its deadline (properties, fixed seed)', () =>
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 72 * HOUR }), (answer) => {
        const at = offerReminderAt(now, new Date(now.getTime() + answer))!.getTime();
        expect(at).toBeGreaterThan(now.getTime());
        expect(at).toBeLessThan(now.getTime() + answer);
      }),
      { seed: 38, numRuns: 300 },
    ));
});

describe('timeLeftInWords: a time left as the cards and the reminder say it', () => {
  const MIN = 60 * 1000;
  const say = (ms: number) => timeLeftInWords(ms, words.timeLeft);
  it('follows timeLeftUnits', () => {
    expect(say(25 * MIN + 59_000)).toBe('25 min');
    expect(say(2 * HOUR + 10 * MIN)).toBe('2 h 10 min');
    expect(say(2 * HOUR)).toBe('2 h');
    expect(say(5 * HOUR + 59 * MIN)).toBe('5 h');
    expect(say(72 * HOUR + 5 * MIN)).toBe('3 days');
    expect(say(0)).toBeNull();
  });
});

describe('nextInChain', () => {
  const team = ['ana', 'ben', 'cy'];
  it('starts with the primary', () => expect(nextInChain(team, [])).toBe('ana'));
  it('skips whoever declined, let it lapse or cancelled, in team order', () => {
    expect(nextInChain(team, [{ cleanerUserId: 'ana', status: 'declined' }])).toBe('ben');
    expect(
      nextInChain(team, [
        { cleanerUserId: 'ana', status: 'declined' },
        { cleanerUserId: 'ben', status: 'expired' },
      ]),
    ).toBe('cy');
    expect(nextInChain(team, [{ cleanerUserId: 'ben', status: 'cancelled' }])).toBe('ana');
  });
  it('lists everyone still in the chain, in team order (asked together near the window)', () => {
    expect(remainingInChain(team, [{ cleanerUserId: 'ben', status: 'expired' }])).toEqual(['ana', 'cy']);
    expect(remainingInChain(team, [{ cleanerUserId: 'ana', status: 'withdrawn' }])).toEqual(team);
  });
  it('does not count a withdrawn offer against anyone', () => {
    expect(nextInChain(team, [{ cleanerUserId: 'ana', status: 'withdrawn' }])).toBe('ana');
  });
  it('is exhausted when everyone said no, or with no team', () => {
    expect(
      nextInChain(
        team,
        team.map((id) => ({ cleanerUserId: id, status: 'declined' as const })),
      ),
    ).toBeNull();
    expect(nextInChain([], [])).toBeNull();
  });
});

describe('cancellations and alerts', () => {
  it('a cancellation under 24 hours ahead is late', () => {
    expect(isLateCancellation(inHours(23.9), now)).toBe(true);
    expect(isLateCancellation(inHours(24), now)).toBe(false);
  });
  it('realerts 24 hours before the window', () => expect(unfilledRealertAt(inHours(50))).toEqual(inHours(26)));
});

describe('coverState', () => {
  const base = { status: 'scheduled' as const, openOffer: false, unfilledAt: null, openedAt: null };
  it('names each state', () => {
    expect(coverState({ ...base, openOffer: true })).toBe('offered');
    expect(coverState({ ...base, unfilledAt: now })).toBe('unfilled');
    expect(coverState({ ...base, unfilledAt: now, openedAt: now })).toBe('open');
    expect(coverState(base)).toBe('unassigned');
    expect(coverState({ ...base, status: 'confirmed' })).toBe('confirmed');
    expect(coverState({ ...base, status: 'cancelled' })).toBe('cancelled');
  });
});
