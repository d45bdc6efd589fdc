import { describe, expect, it } from 'vitest';
import { appNow, noteAppNow } from './app-clock';

describe('the app clock on the page', () => {
  it('counts from the server time of the last answer, not the device clock', () => {
    const dayAhead = Date.now() + 24 * 60 * 60 * 1000;
    noteAppNow(String(dayAhead));
    expect(appNow() - dayAhead).toBeGreaterThanOrEqual(0);
    expect(appNow() - dayAhead).toBeLessThan(5_000);
  });

  it('ignores a missing or garbled header', () => {
    const dayAhead = Date.now() + 24 * 60 * 60 * 1000;
    noteAppNow(String(dayAhead));
    noteAppNow(null);
    noteAppNow('soon');
    expect(appNow() - dayAhead).toBeGreaterThanOrEqual(0);
  });
});
