// The pieces of the rate limiter: windows, counters, client keys, and the README's table of limits
// kept in step with the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientKey, FixedWindowCounter, overallRateLimit, rateLimits, windowMs, type RateLimitRule } from '../../http/rate-limits';

describe('windowMs', () => {
  it('reads the windows the table uses, and refuses anything else', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('15 minutes')).toBe(900_000);
    expect(windowMs('1 hour')).toBe(3_600_000);
    expect(windowMs('2 days')).toBe(172_800_000);
    for (const bad of ['', 'soon', '0 minutes', '1 fortnight', '-1 hour', '1.5 hours']) expect(() => windowMs(bad)).toThrow(/rate-limit window/);
  });
});

describe('FixedWindowCounter', () => {
  it('counts per key within a window and starts over when it ends', () => {
    const counter = new FixedWindowCounter(1000);
    expect(counter.hit('a', 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(counter.hit('a', 500)).toEqual({ count: 2, resetAt: 1000 });
    expect(counter.hit('b', 600)).toEqual({ count: 1, resetAt: 1600 });
    expect(counter.hit('a', 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('stays bounded: expired windows go first, then the oldest', () => {
    const counter = new FixedWindowCounter(1000, 10);
    for (let i = 0; i < 10; i++) counter.hit(`old-${i}`, 0);
    // All ten have expired by t=2000: a new key drops them and keeps counting correctly.
    expect(counter.hit('new', 2000)).toEqual({ count: 1, resetAt: 3000 });
    for (let i = 0; i < 9; i++) counter.hit(`live-${i}`, 2100);
    // Full of live windows: the oldest are dropped to make room, never the whole table.
    expect(counter.hit('another', 2200).count).toBe(1);
    expect(counter.hit('live-8', 2300).count).toBe(2);
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
    const rules: RateLimitRule[] = [overallRateLimit, ...Object.values(rateLimits).flatMap((r): RateLimitRule[] => (Array.isArray(r) ? r : [r as RateLimitRule]))];
    for (const rule of rules) expect(section, `${rule.max} per ${rule.timeWindow}`).toContain(`| ${rule.max} | ${rule.timeWindow} |`);
    // One row per rule, plus the limits the database keeps: resends per sign-up, quotes per recipient.
    const rows = section.split('\n').filter((l) => /^\s*\| /.test(l) && !/^\s*\| (what|---) /.test(l));
    expect(rows).toHaveLength(rules.length + 2);
  });
});
