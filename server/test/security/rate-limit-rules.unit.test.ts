// The pieces of the rate limiter: windows, counters, client keys, and the README's table of limits
// kept in step with the code.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitStore } from '../../http/rate-limit-store';
import { clientKey, overallRateLimit, rateLimits, windowMs, type RateLimitRule } from '../../http/rate-limits';

describe('windowMs', () => {
  it('reads the windows the table uses, and refuses anything else', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('15 minutes')).toBe(900_000);
    expect(windowMs('1 hour')).toBe(3_600_000);
    expect(windowMs('2 days')).toBe(172_800_000);
    for (const bad of ['', 'soon', '0 minutes', '1 fortnight', '-1 hour', '1.5 hours'])
      expect(() => windowMs(bad)).toThrow(/rate-limit window/);
  });
});

describe('the memory store (embedded PGlite: one process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts per key in fixed windows, refuses past the limit with the time left, and starts over when the window ends', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = createRateLimitStore({}, pino({ enabled: false }));
    expect(store.kind).toBe('memory');
    const limiter = store.limiter('test', 2, 1000);
    const outcome = (key: string) =>
      limiter.consume(key).then(
        (r) => r.consumedPoints,
        (r: unknown) => (r instanceof RateLimiterRes ? -r.msBeforeNext : r),
      );
    expect(await outcome('a')).toBe(1);
    vi.setSystemTime(400);
    expect(await outcome('a')).toBe(2);
    expect(await outcome('b')).toBe(1);
    expect(await outcome('a')).toBe(-600);
    vi.advanceTimersByTime(600);
    expect(await outcome('a')).toBe(1);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the README', () => {
  it('lists every limit with its numbers', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Security'), readme.indexOf('## Testing'));
    const rules: RateLimitRule[] = [
      overallRateLimit,
      ...Object.values(rateLimits).flatMap((r): RateLimitRule[] => (Array.isArray(r) ? r : [r as RateLimitRule])),
    ];
    for (const rule of rules)
      expect(section, `${rule.max} per ${rule.timeWindow}`).toContain(`| ${rule.max} | ${rule.timeWindow} |`);
    // One row per rule, plus the limits the database keeps: resends per sign-up, quotes per recipient.
    const rows = section.split('\n').filter((l) => /^\s*\| /.test(l) && !/^\s*\| (what|---) /.test(l));
    expect(rows).toHaveLength(rules.length + 2);
  });
});
