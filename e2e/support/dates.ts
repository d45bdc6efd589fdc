// Dates in a property's time zone, counted from one "today" per test.
import { beforeEach } from 'vitest';

/** The zone of the jobs the journeys post (Florida's default). */
export const PROPERTY_ZONE = 'America/New_York';

/**
 * `day(n)`: the date n days after today in `zone`, as YYYY-MM-DD. "Today" is read once before each
 * test: a test that runs across midnight in the zone (05:00 UTC for New York) then writes a calendar
 * and checks what was imported against the same days, not against tomorrow's.
 */
export function datesFromToday(zone = PROPERTY_ZONE): (days: number) => string {
  let today: string | undefined;
  beforeEach(() => {
    today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
  });
  return (days) => {
    if (!today) throw new Error('day() counts from the test’s today: call it inside a test');
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
}
