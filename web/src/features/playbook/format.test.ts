import { describe, expect, it } from 'vitest';
import { formatMomentIn, formatTimeIn, formatWhen, itemName } from './format';

describe('playbook formats', () => {
  it("writes a moment in the property's zone, not the viewer's", () => {
    expect(formatMomentIn('2026-11-27T15:02:00.000Z', 'America/New_York')).toBe('Nov 27, 10:02 AM');
    expect(formatMomentIn('2026-11-27T15:02:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 7:02 AM');
    expect(formatWhen('2026-11-26T16:00:00.000Z', 'America/New_York')).toBe('Thu, Nov 26, 11:00 AM EST');
  });
  it('writes a time taken in the property’s zone, and an item with its area', () => {
    expect(formatTimeIn('2026-11-27T15:42:00.000Z', 'America/New_York')).toBe('10:42 AM');
    expect(itemName({ area: 'Kitchen', label: 'Wipe counters' })).toBe('Kitchen: Wipe counters');
    expect(itemName({ area: '', label: 'Wipe counters' })).toBe('Wipe counters');
  });
});
