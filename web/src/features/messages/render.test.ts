import { describe, expect, it } from 'vitest';
import { conversations as m } from '@core/messages/en/conversations';
import type { Message } from '@core/schemas/messages';
import { aboutLabel, formatTurnoverDay, lastSeenOwnMessage, messageText, newestFromOther, previewText } from './render';

const base: Message = {
  id: 'm1',
  kind: 'text',
  fromMe: false,
  text: '',
  quickReply: null,
  event: null,
  photos: [],
  about: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  seenAt: null,
};
const about = { jobId: 'j1', jobTitle: 'Beach house', turnoverId: 't1', turnoverDate: '2026-11-27' };
const cleaner = { name: 'Maria', role: 'cleaner' as const };
const host = { name: 'Dana', role: 'host' as const };
const photo = {
  id: 'p1',
  url: '/api/photos/p1',
  thumbUrl: '/api/photos/p1/thumb',
  width: 100,
  height: 100,
  createdAt: '2026-11-27T12:00:00.000Z',
  takenAt: null,
};

describe('system lines', () => {
  it('tell the host what the cleaner did, by name, on the turnover’s day', () => {
    const line = { ...base, kind: 'system' as const, event: 'confirmed' as const, about };
    expect(messageText(line, cleaner, m)).toBe('Maria confirmed the turnover on Fri, Nov 27');
    expect(messageText({ ...line, event: 'declined' }, cleaner, m)).toBe("Maria can't make it on Fri, Nov 27");
    expect(messageText({ ...line, event: 'offered' }, cleaner, m)).toBe('Turnover on Fri, Nov 27 offered to Maria');
  });

  it('tell the cleaner their own acts as theirs', () => {
    const line = { ...base, kind: 'system' as const, event: 'confirmed' as const, about };
    expect(messageText(line, host, m)).toBe('You confirmed the turnover on Fri, Nov 27');
    expect(messageText({ ...line, event: 'completed' }, host, m)).toBe('You completed the turnover on Fri, Nov 27');
  });

  it('read the same to both for what nobody in particular did', () => {
    const line = { ...base, kind: 'system' as const, event: 'lapsed' as const, about };
    expect(messageText(line, host, m)).toBe('Offer lapsed: turnover on Fri, Nov 27');
    expect(messageText({ ...line, event: 'cancelled' }, cleaner, m)).toBe('Turnover on Fri, Nov 27 cancelled');
  });

  it('have a text for every event', () => {
    for (const event of [
      'offered',
      'confirmed',
      'declined',
      'lapsed',
      'cancelled',
      'started',
      'problem',
      'completed',
    ] as const)
      expect(messageText({ ...base, kind: 'system', event, about }, cleaner, m)).toMatch(/Fri, Nov 27/);
  });

  it('still read without a turnover', () => {
    const line = { ...base, kind: 'system' as const, event: 'started' as const };
    expect(messageText(line, cleaner, m)).toBe('Maria started the turnover on (no date)');
  });
});

describe('quick replies and text', () => {
  it('show a quick reply in the reader’s words', () => {
    expect(messageText({ ...base, quickReply: 'running_late' }, host, m)).toBe('Running 15 minutes late');
    expect(messageText({ ...base, quickReply: 'on_my_way' }, host, m)).toBe('On my way');
  });

  it('show written words as written (markup stays text)', () => {
    expect(messageText({ ...base, text: '<b>hi</b>' }, host, m)).toBe('<b>hi</b>');
  });
});

describe('the list’s preview', () => {
  it('says "You:" before the reader’s own words, on one line', () => {
    expect(previewText({ ...base, fromMe: true, text: 'See you\nat 11' }, cleaner, m)).toBe('You: See you at 11');
  });

  it('names photos sent without words', () => {
    expect(previewText({ ...base, photos: [photo] }, cleaner, m)).toBe('Photo');
    expect(previewText({ ...base, photos: [photo, { ...photo, id: 'p2' }] }, cleaner, m)).toBe('2 photos');
  });

  it('renders system lines and quick replies from the catalog', () => {
    expect(previewText({ ...base, kind: 'system', event: 'completed', about }, cleaner, m)).toBe(
      'Maria completed the turnover on Fri, Nov 27',
    );
    expect(previewText({ ...base, quickReply: 'done' }, cleaner, m)).toBe('Done');
  });

  it('says so when there is no message yet', () => {
    expect(previewText(null, cleaner, m)).toBe('No messages yet');
  });
});

describe('labels', () => {
  it('name the job and the turnover’s day', () => {
    expect(aboutLabel(about, m)).toBe('Beach house · turnover on Fri, Nov 27');
    expect(aboutLabel({ ...about, turnoverId: null, turnoverDate: null }, m)).toBe('Beach house');
    expect(aboutLabel(null, m)).toBeNull();
  });

  it('read a turnover day as a calendar day, whatever the browser’s zone', () => {
    expect(formatTurnoverDay('2026-11-29')).toBe('Sun, Nov 29');
    expect(formatTurnoverDay('not a date')).toBe('not a date');
  });
});

describe('seen', () => {
  it('goes under the reader’s newest message the other side has seen', () => {
    const list = [
      { ...base, id: 'a', fromMe: true, seenAt: '2026-11-27T12:01:00Z' },
      { ...base, id: 'b', fromMe: true, seenAt: '2026-11-27T12:01:00Z' },
      { ...base, id: 'c', fromMe: true, seenAt: null },
      { ...base, id: 'd', fromMe: false },
    ];
    expect(lastSeenOwnMessage(list)).toBe('b');
    expect(newestFromOther(list)?.id).toBe('d');
    expect(newestFromOther(list.slice(0, 3))).toBeNull();
  });
});
