import { describe, expect, it } from 'vitest';
import { board as m } from '@core/messages/en/board';
import type { BoardTurnover } from '@core/schemas/board';
import { riskWords, shortTime } from './board-words';

const now = new Date('2026-12-01T15:00:00Z');
const turnover: BoardTurnover = {
  id: 't1',
  jobId: 'j1',
  date: '2026-12-01',
  startsAt: '2026-12-01T17:00:00.000Z', // 11:00 AM in Chicago
  endsAt: '2026-12-01T22:00:00.000Z',
  timeZone: 'America/Chicago',
  sameDay: false,
  payment: 80,
  property: '12 Elm St',
  status: 'scheduled',
  cover: 'offered',
  cleaner: null,
  offeredTo: 'Ana Team',
  startedAt: null,
  risks: [],
};
const inMinutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

describe('the board’s words', () => {
  it('words each reason a turnover is at risk', () => {
    const words = (risk: BoardTurnover['risks'][number]) => riskWords(risk, turnover, now, m);
    expect(words({ kind: 'waiting', cleanerName: 'Ana', deadlineAt: inMinutes(25) })).toBe(
      'Waiting for Ana, 25 min left',
    );
    expect(words({ kind: 'waiting', cleanerName: 'Ana', deadlineAt: inMinutes(-1) })).toBe(
      'Waiting for Ana, the answer is due now',
    );
    expect(words({ kind: 'waiting', cleanerName: 'Ana', deadlineAt: null })).toBe('Waiting for Ana to answer');
    expect(words({ kind: 'unfilled', openToNearby: false })).toBe('Unfilled: nobody has it yet');
    expect(words({ kind: 'unfilled', openToNearby: true })).toBe('Unfilled: open to nearby cleaners, nobody yet');
    expect(words({ kind: 'not_started', cleanerName: 'Ana Team', since: inMinutes(150) })).toBe(
      'Not started: Ana Team was due at 11:00 AM',
    );
    expect(words({ kind: 'problem', count: 1 })).toBe('Problem reported');
    expect(words({ kind: 'problem', count: 2 })).toBe('2 problems reported');
    expect(words({ kind: 'missed' })).toBe('Missed: nobody cleaned it');
  });

  it('gives the week grid short times in the property’s zone', () => {
    expect(shortTime('2026-12-01T17:00:00.000Z', 'America/Chicago')).toBe('11 AM');
    expect(shortTime('2026-12-01T17:30:00.000Z', 'America/Los_Angeles')).toBe('9:30 AM');
  });
});
