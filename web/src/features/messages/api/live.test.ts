import { describe, expect, it } from 'vitest';
import { readStreamedMessage, readStreamedSeen } from './live';

const message = {
  id: 'm1',
  kind: 'text',
  fromMe: false,
  text: 'Hi',
  quickReply: null,
  event: null,
  photos: [],
  about: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  seenAt: null,
};

describe('live message events', () => {
  it('are read when they have the contract’s shape', () => {
    expect(readStreamedMessage({ conversationId: 'c1', message, unreadTotal: 2 })).toEqual({
      conversationId: 'c1',
      message,
      unreadTotal: 2,
    });
    expect(readStreamedSeen({ conversationId: 'c1', upTo: 'm1', seenAt: '2026-11-27T12:01:00Z' })).toEqual({
      conversationId: 'c1',
      upTo: 'm1',
      seenAt: '2026-11-27T12:01:00Z',
    });
  });

  it('are ignored otherwise', () => {
    expect(readStreamedMessage(null)).toBeNull();
    expect(readStreamedMessage({ conversationId: 'c1', message: { id: 'm1' }, unreadTotal: 1 })).toBeNull();
    expect(readStreamedMessage({ conversationId: 'c1', message })).toBeNull();
    expect(readStreamedSeen({ conversationId: 'c1', upTo: 5 })).toBeNull();
  });
});
