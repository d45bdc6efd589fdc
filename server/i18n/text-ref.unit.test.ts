// Texts kept as keys and values (issue 41): rendered in the language of whoever reads them.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@core/messages/catalog';
import { format } from '@core/messages/format';
import { clockTime, turnoverDay } from '@core/turnover-text';
import { clock, day, days, join, ref, refResolves, renderRef } from './text-ref';

describe('a text kept as keys and values', () => {
  const at = new Date('2026-03-14T17:00:00Z');
  const givenAway = ref('offerEmails.givenToAnother.message', {
    place: '12 Elm St',
    date: day('2026-03-14'),
    start: clock(at, 'America/Chicago'),
    end: clock(new Date('2026-03-14T22:00:00Z'), 'America/Chicago'),
  });

  it('renders in each language from its catalog, with days and times in that language', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(renderRef(givenAway, locale)).toBe(
        format(messagesFor(locale).offerEmails.givenToAnother.message, {
          place: '12 Elm St',
          date: turnoverDay('2026-03-14', locale),
          start: clockTime(at, 'America/Chicago', locale),
          end: clockTime(new Date('2026-03-14T22:00:00Z'), 'America/Chicago', locale),
        }),
      );
    }
    expect(renderRef(givenAway, 'en')).toContain('Sat, Mar 14, 2026');
    expect(renderRef(givenAway, 'es')).toContain(turnoverDay('2026-03-14', 'es'));
    expect(turnoverDay('2026-03-14', 'es')).not.toBe(turnoverDay('2026-03-14', 'en'));
  });

  it('nests texts, joins lists, and counts past the listed days', () => {
    const summary = join([
      ref('turnoverEmails.changed.summaryNew', { count: 2 }),
      ref('turnoverEmails.changed.summaryMoved', { count: 1 }),
    ]);
    expect(renderRef(ref('turnoverEmails.changed.notificationMessage', { place: 'Austin', summary }), 'en')).toBe(
      'Austin: 2 new, 1 moved.',
    );
    const many = Array.from({ length: 23 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
    expect(
      renderRef(ref('offerEmails.lapsed.messageMany', { count: 23, dates: days(many), place: 'Austin' }), 'en'),
    ).toMatch(/Mon, Apr 20, 2026 and 3 more/);
  });

  it('knows whether its keys exist; an unknown one renders as its key rather than failing', () => {
    expect(refResolves(givenAway)).toBe(true);
    expect(refResolves(ref('offerEmails.noSuchText'))).toBe(false);
    expect(renderRef(ref('offerEmails.noSuchText'), 'es')).toBe('offerEmails.noSuchText');
  });
});
