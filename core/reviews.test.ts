import { describe, expect, it } from 'vitest';
import {
  contestUntil,
  mayContest,
  newestPerAuthor,
  noShowMarkable,
  REVIEW_WORDS_MAX,
  reviewScore,
  shouldPublish,
  summarize,
  whyCannotWrite,
  windowClosesAt,
  wordsProblem,
  type PublishedReview,
} from './reviews';

const at = (iso: string) => new Date(iso);
const opened = at('2026-11-01T12:00:00Z');
const closes = windowClosesAt(opened);

describe('the blind window', () => {
  it('closes 14 days after it opens', () => {
    expect(closes.toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });

  it('takes one review per direction while open, none once published or closed', () => {
    const w = { closesAt: closes, publishedAt: null, written: ['host_to_cleaner'] as const };
    expect(whyCannotWrite(w, 'cleaner_to_host', at('2026-11-10T00:00:00Z'))).toBeNull();
    expect(whyCannotWrite(w, 'host_to_cleaner', at('2026-11-10T00:00:00Z'))).toBe('already_written');
    expect(whyCannotWrite(w, 'cleaner_to_host', closes)).toBe('closed');
    expect(whyCannotWrite({ ...w, publishedAt: opened }, 'cleaner_to_host', opened)).toBe('published');
  });

  it('publishes when both have written, or when it closes with one or none', () => {
    const now = at('2026-11-05T00:00:00Z');
    expect(shouldPublish({ closesAt: closes, publishedAt: null, written: ['host_to_cleaner'] }, now)).toBe(false);
    expect(
      shouldPublish({ closesAt: closes, publishedAt: null, written: ['host_to_cleaner', 'cleaner_to_host'] }, now),
    ).toBe(true);
    expect(shouldPublish({ closesAt: closes, publishedAt: null, written: ['cleaner_to_host'] }, closes)).toBe(true);
    expect(shouldPublish({ closesAt: closes, publishedAt: null, written: [] }, closes)).toBe(true);
    expect(shouldPublish({ closesAt: closes, publishedAt: now, written: [] }, closes)).toBe(false);
  });
});

describe('words', () => {
  it('are optional plain text, at most 1,000 characters, without links or contact details', () => {
    expect(wordsProblem('Spotless, and on time.')).toBeNull();
    expect(wordsProblem('x'.repeat(REVIEW_WORDS_MAX + 1))).toBe('too_long');
    expect(wordsProblem('call me 555 123 4567')).toBe('contact_details');
    expect(wordsProblem('see cleanpros.com')).toBe('contact_details');
    expect(wordsProblem('me@example.com')).toBe('contact_details');
  });
});

describe('the public summary', () => {
  const now = at('2026-11-27T12:00:00Z');
  const review = (author: string, score: number, published: string, turnover = published): PublishedReview => ({
    authorUserId: author,
    score,
    publishedAt: at(published),
    turnoverAt: at(turnover),
  });

  it('scores a cleaner on the mean of three ratings and a host on overall', () => {
    expect(reviewScore({ direction: 'host_to_cleaner', quality: 5, punctuality: 4, communication: 3 })).toBe(4);
    expect(reviewScore({ direction: 'cleaner_to_host', overall: 2 })).toBe(2);
  });

  it('shows one review per person, the newest', () => {
    const shown = newestPerAuthor([
      review('a', 2, '2026-10-01T00:00:00Z'),
      review('a', 5, '2026-11-01T00:00:00Z'),
      review('b', 4, '2026-10-15T00:00:00Z'),
    ]);
    expect(shown.map((r) => [r.authorUserId, r.score])).toEqual([
      ['a', 5],
      ['b', 4],
    ]);
  });

  it('is "New" under 3 public reviews, however many turnovers one person reviewed', () => {
    expect(summarize([], now)).toEqual({ count: 0, average: null });
    const one = [review('a', 5, '2026-10-01T00:00:00Z'), review('a', 4, '2026-11-01T00:00:00Z')];
    expect(summarize([...one, review('b', 3, '2026-11-02T00:00:00Z')], now)).toEqual({ count: 2, average: null });
  });

  it('averages the last 12 months from 3 public reviews on', () => {
    const reviews = [
      review('a', 5, '2026-11-01T00:00:00Z'),
      review('b', 4, '2026-10-01T00:00:00Z'),
      review('c', 4, '2026-09-01T00:00:00Z'),
      review('d', 1, '2025-10-01T00:00:00Z'),
    ];
    expect(summarize(reviews, now)).toEqual({ count: 4, average: 4.3 });
  });
});

describe('no-show', () => {
  const t = {
    date: '2026-11-20',
    endsAt: at('2026-11-20T21:00:00Z'),
    startedAt: null,
    status: 'confirmed',
    assignedCleanerUserId: 'c',
  };
  const zone = 'America/New_York';

  it('may be marked from the day of the window until 48 hours after it', () => {
    expect(noShowMarkable(t, zone, at('2026-11-20T04:59:00Z'))).toBe('not_yet');
    expect(noShowMarkable(t, zone, at('2026-11-20T05:00:00Z'))).toBe('ok');
    expect(noShowMarkable({ ...t, status: 'missed' }, zone, at('2026-11-22T21:00:00Z'))).toBe('ok');
    expect(noShowMarkable(t, zone, at('2026-11-22T21:00:01Z'))).toBe('too_late');
  });

  it('is only for a confirmed cleaner who never started', () => {
    const now = at('2026-11-20T22:00:00Z');
    expect(noShowMarkable({ ...t, startedAt: now }, zone, now)).toBe('not_confirmed');
    expect(noShowMarkable({ ...t, status: 'scheduled' }, zone, now)).toBe('not_confirmed');
    expect(noShowMarkable({ ...t, status: 'completed' }, zone, now)).toBe('not_confirmed');
    expect(noShowMarkable({ ...t, assignedCleanerUserId: null }, zone, now)).toBe('not_confirmed');
  });

  it('may be contested once, within 48 hours', () => {
    const markedAt = at('2026-11-21T10:00:00Z');
    expect(contestUntil(markedAt).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(mayContest({ markedAt, contestedAt: null }, at('2026-11-23T10:00:00Z'))).toBe('ok');
    expect(mayContest({ markedAt, contestedAt: null }, at('2026-11-23T10:00:01Z'))).toBe('too_late');
    expect(mayContest({ markedAt, contestedAt: markedAt }, markedAt)).toBe('already');
  });
});
