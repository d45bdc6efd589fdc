import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CalendarParseError, parseCalendar } from './parse';
import { createParsePool, PARSE_LIMITS, type ParseLimits } from './parse-pool';
import { bigFeed, nulFeed, zoneBombFeed } from '../test/hostile-feeds';

const fixture = readFileSync(new URL('./fixtures/channel-manager.ics', import.meta.url), 'utf8');
const pools: Array<ReturnType<typeof createParsePool>> = [];
const pool = (limits: Partial<ParseLimits> = {}, workerFile?: string) => {
  const created = createParsePool({ ...PARSE_LIMITS, ...limits }, workerFile);
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe('parsing in worker threads', () => {
  it('gives what parseCalendar gives, and the errors it throws, with their types', async () => {
    const p = pool();
    expect(await p.parse(fixture, { timeZone: 'America/Denver' })).toEqual(
      parseCalendar(fixture, { timeZone: 'America/Denver' }),
    );
    const nul = await rejection(p.parse(nulFeed(), { timeZone: 'UTC' }));
    expect(nul).toBeInstanceOf(CalendarParseError);
    expect(nul?.message).toMatch(/NUL character \(byte 0\)/);
    expect(await rejection(p.parse(fixture, { timeZone: 'Mars/Olympus' }))).toBeInstanceOf(RangeError);
  });

  it('keeps the event loop free while a worker reads, and reads more feeds than workers in turn', async () => {
    const p = pool({ workers: 2 });
    await p.parse(fixture, { timeZone: 'UTC' }); // a started worker
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      ticks++;
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 10);
    const big = bigFeed();
    const started = performance.now();
    const results = await Promise.all(
      [big, big, big, zoneBombFeed(), zoneBombFeed({ freq: 'HOURLY', year: 2100 })].map((text) =>
        p.parse(text, { timeZone: 'America/New_York' }),
      ),
    );
    clearInterval(timer);
    expect(results.map((r) => r.events.length)).toEqual([5000, 5000, 5000, 1, 1]);
    // The main thread copies 2 MB in and 5,000 events out per feed; the parsing is elsewhere.
    expect(ticks).toBeGreaterThan((performance.now() - started) / 10 / 4);
    expect(longestGap).toBeLessThan(250);
  });

  it('a feed that takes longer than the time limit ends its worker with a plain sentence; the next feed gets a new worker', async () => {
    const p = pool({ workers: 1, timeLimitMs: 20 });
    const slow = await rejection(p.parse(bigFeed(), { timeZone: 'UTC' }));
    expect(slow).toBeInstanceOf(CalendarParseError);
    expect(slow?.message).toBe('The calendar took too long to read and was not imported.');
    expect((await p.parse(zoneBombFeed(), { timeZone: 'UTC' })).events).toHaveLength(1);
  });

  it('a feed that needs more heap than the limit ends its worker with a plain sentence, not the server', async () => {
    const p = pool({ workers: 1, maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 });
    expect((await p.parse(fixture, { timeZone: 'UTC' })).events.length).toBeGreaterThan(0);
    const big = await rejection(p.parse(bigFeed(), { timeZone: 'UTC' }));
    expect(big).toBeInstanceOf(CalendarParseError);
    expect(big?.message).toBe('The calendar needed too much memory to read and was not imported.');
    expect((await p.parse(fixture, { timeZone: 'UTC' })).events.length).toBeGreaterThan(0);
  });

  it('a worker that cannot start is the server’s fault, not the feed’s: a plain Error', async () => {
    const p = pool({ workers: 1 }, '/nonexistent/parse-worker.js');
    const error = await rejection(p.parse(fixture, { timeZone: 'UTC' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(CalendarParseError);
  });

  it('closing fails the feeds still waiting', async () => {
    const p = pool({ workers: 1 });
    const waiting = [p.parse(bigFeed(), { timeZone: 'UTC' }), p.parse(bigFeed(), { timeZone: 'UTC' })].map(rejection);
    await p.close();
    for (const error of await Promise.all(waiting)) expect(error?.message).toMatch(/closed/);
  });
});
