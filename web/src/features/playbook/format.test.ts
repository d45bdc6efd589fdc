import { describe, expect, it } from 'vitest';
import { formatMomentIn, formatWhen } from './format';

describe('playbook formats', () => {
  it("writes a moment in the property's zone, not the viewer's", () => {
    expect(formatMomentIn('2026-11-27T15:02:00.000Z', 'America/New_York')).toBe('Nov 27, 10:02 AM');
    expect(formatMomentIn('2026-11-27T15:02:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 7:02 AM');
    expect(formatWhen('2026-11-26T16:00:00.000Z', 'America/New_York')).toBe('Thu, Nov 26, 11:00 AM EST');
  });
});
