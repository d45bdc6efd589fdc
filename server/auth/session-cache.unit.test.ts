import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache';

const session = (sessionId: string, expiresInMs = 60_000, at = 0): CachedSession => ({
  user: { id: `user-${sessionId}`, email: `${sessionId}@example.com`, name: 'Casey' },
  sessionId,
  expiresAt: new Date(at + expiresInMs),
});

function cache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0, listening: true };
  const c = createSessionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries,
    listening: () => clock.listening,
    now: () => clock.now,
  });
  return { c, clock };
}

describe('the session cache', () => {
  it('keeps a lookup for its time, never past the session’s own expiry', () => {
    const { c, clock } = cache();
    c.set('a=1', session('s1'));
    c.set('b=2', session('s2', 10_000));
    clock.now = 9_999;
    expect(c.get('a=1')?.sessionId).toBe('s1');
    expect(c.get('b=2')?.sessionId).toBe('s2');
    clock.now = 10_000;
    expect(c.get('b=2')).toBeNull();
    clock.now = 30_000;
    expect(c.get('a=1')).toBeNull();
  });

  it('forgets a session the moment it ends, under every cookie header it was seen with', () => {
    const { c } = cache();
    c.set('a=1', session('s1'));
    c.set('a=1; theme=dark', session('s1'));
    c.set('b=2', session('s2'));
    c.dropSession('s1');
    expect(c.get('a=1')).toBeNull();
    expect(c.get('a=1; theme=dark')).toBeNull();
    expect(c.get('b=2')?.sessionId).toBe('s2');
  });

  it('keeps nothing while revocations cannot be heard, or when turned off', () => {
    const { c, clock } = cache();
    c.set('a=1', session('s1'));
    clock.listening = false;
    expect(c.get('a=1')).toBeNull();
    c.set('b=2', session('s2'));
    clock.listening = true;
    expect(c.get('b=2')).toBeNull();
    const off = cache({ ttlMs: 0 }).c;
    off.set('a=1', session('s1'));
    expect(off.get('a=1')).toBeNull();
  });

  it('holds at most its number of entries, the oldest going first', () => {
    const { c } = cache({ maxEntries: 2 });
    c.set('a=1', session('s1'));
    c.set('b=2', session('s2'));
    c.set('c=3', session('s3'));
    expect(c.size()).toBe(2);
    expect(c.get('a=1')).toBeNull();
    expect(c.get('c=3')?.sessionId).toBe('s3');
  });
});
