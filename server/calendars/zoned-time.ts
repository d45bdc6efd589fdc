// Wall-clock time in an IANA zone <-> instants (@date-fns/tz over the zone data Node ships). Small on
// purpose: the calendar modules need "what local date and time is this instant in the property's
// zone" and "which instant is this wall-clock time in that zone", nothing more.
import { TZDate } from '@date-fns/tz';

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows this IANA zone name (also accepts 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time an instant (ms since epoch) shows in a zone. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const t = new TZDate(ms, timeZone);
  return {
    year: t.getFullYear(),
    month: t.getMonth() + 1,
    day: t.getDate(),
    hour: t.getHours(),
    minute: t.getMinutes(),
    second: t.getSeconds(),
  };
}

/**
 * The instant a wall-clock time names in a zone (@date-fns/tz, as core/turnovers.ts converts). In
 * the autumn overlap the earlier instant is taken; a time skipped by the spring gap is moved forward
 * by the gap (02:30 becomes 03:30), as RFC 5545 (3.3.5) asks. The unit tests pin both.
 */
export function instantOf(w: WallClock, timeZone: string): number {
  return new TZDate(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, timeZone).getTime();
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const isoDate = (w: { year: number; month: number; day: number }) =>
  `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
export const hhmm = (w: { hour: number; minute: number }) => `${pad2(w.hour)}:${pad2(w.minute)}`;
