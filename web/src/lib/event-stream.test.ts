import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT } from '@core/notifications';
import { MESSAGE_EVENT, SEEN_EVENT } from '@core/schemas/messages';
import { STREAM_EVENTS } from './event-stream';

describe('the live stream', () => {
  it('listens for every event the server sends on it', () => {
    expect([...STREAM_EVENTS].sort()).toEqual([NOTIFICATION_EVENT, MESSAGE_EVENT, SEEN_EVENT].sort());
  });
});
