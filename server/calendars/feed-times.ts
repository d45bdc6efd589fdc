// How a feed's written times become instants: the value as written, then the zone its TZID names.
// An IANA name, a Windows name (windows-zones.ts) or a name with an IANA id inside it is read with
// the zone data Node ships. Only a zone known by none of those is read from the feed's own
// VTIMEZONE, and then without ever expanding its rules: ical.js's Timezone.utcOffset walks every
// transition from the rule's DTSTART to the event (FREQ=SECONDLY from 1970: minutes of CPU, then
// out of memory), so this module computes the few onsets around the event's year itself and
// refuses rule shapes a time zone does not have. A zone it cannot read is floating: the property's.
// docs/decisions/030-bounded-calendar-parsing.md.
import type ICAL from 'ical.js';
import { ianaForWindowsName } from './windows-zones';
import { instantOf, isTimeZone, type WallClock } from './zoned-time';

export type Written = { wall: WallClock; dateOnly: boolean; utc: boolean };

/**
 * The value as written, from ical.js's jCal form ('2026-02-30', '2026-02-30T25:00:00Z'), not its
 * Time object: that one rolls an impossible date over (Feb 30 becomes Mar 2) where we refuse it,
 * and throws on a date written without VALUE=DATE ('2026-08-01T::'), which some exporters send and
 * we read as the date it is.
 */
export function writtenValue(prop: ICAL.Property): Written | undefined {
  return writtenString(prop.toJSON()[3]);
}

function writtenString(raw: unknown): Written | undefined {
  if (typeof raw !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(T::|T(\d{2}):(\d{2}):(\d{2})(Z?))?$/.exec(raw);
  if (!m) return undefined;
  const [year, month, day] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  const dateOnly = m[4] === undefined || m[4] === 'T::';
  if (dateOnly) return { wall: { year, month, day, hour: 0, minute: 0, second: 0 }, dateOnly, utc: false };
  return {
    wall: { year, month, day, hour: Number(m[5]), minute: Number(m[6]), second: Number(m[7]) },
    dateOnly,
    utc: m[8] === 'Z',
  };
}

/** A feed's own zone definitions beyond these sizes are not read (no real zone comes close). */
export const MAX_ZONE_DEFINITIONS = 50;
export const MAX_OBSERVANCES = 100;
export const MAX_RDATES = 200;
/**
 * A feed names one to three zones. Resolving a name Node does not know costs a few failed Intl
 * lookups (about 0.1 ms): past this many names, the rest are floating, so 20,000 made-up TZIDs cost
 * no more than this many.
 */
export const MAX_ZONE_NAMES = 100;

type Zone = { iana: string } | { rules: ZoneRules } | { floating: true };

/**
 * Reads the feed's times into instants, each TZID resolved once per feed. A feed's VTIMEZONE stays
 * with that feed: nothing is registered in ical.js's global zone service, so one feed cannot
 * redefine a zone for another.
 */
export function feedClock(root: ICAL.Component, timeZone: string) {
  const definitions = new Map<string, ICAL.Component>();
  for (const component of root.getAllSubcomponents('vtimezone').slice(0, MAX_ZONE_DEFINITIONS)) {
    const tzid = normalizedTzid(component.getFirstPropertyValue('tzid'));
    if (tzid && !definitions.has(tzid)) definitions.set(tzid, component);
  }
  const zones = new Map<string, Zone>();
  const zoneOf = (tzid: string): Zone => {
    let zone = zones.get(tzid);
    if (!zone && zones.size >= MAX_ZONE_NAMES) return { floating: true };
    if (!zone) {
      const iana = ianaZoneFor(tzid);
      const definition = iana ? undefined : definitions.get(tzid);
      const rules = definition ? readZoneRules(definition) : undefined;
      zone = iana ? { iana } : rules ? { rules } : { floating: true };
      zones.set(tzid, zone);
    }
    return zone;
  };

  return {
    /** The instant a timed value names: UTC, in its TZID's zone, or floating (the property's zone). */
    instantOf(value: Written, tzidParam: unknown): number | undefined {
      const w = value.wall;
      if (value.utc) return wallMs(w);
      const tzid = normalizedTzid(tzidParam);
      const zone: Zone = tzid ? zoneOf(tzid) : { floating: true };
      if ('iana' in zone) return instantOf(w, zone.iana);
      if ('rules' in zone) return zone.rules.instantOf(w);
      return instantOf(w, timeZone);
    },
  };
}

function normalizedTzid(value: unknown): string {
  // Some exporters write the RFC 5545 "globally unique" form with a leading slash.
  return typeof value === 'string' ? value.trim().replace(/^\/+/, '') : '';
}

/**
 * The IANA zone a TZID stands for: an IANA name, a Windows name or display name, or a path that
 * ends in an IANA id ("/mozilla.org/20050126_1/America/New_York",
 * "/softwarestudio.org/Olson_20011030_5/America/Denver").
 */
export function ianaZoneFor(tzid: string): string | undefined {
  if (isTimeZone(tzid)) return tzid;
  const windows = ianaForWindowsName(tzid);
  if (windows) return windows;
  const parts = tzid.split('/');
  // IANA ids have two or three parts (America/New_York, America/Argentina/Buenos_Aires).
  for (const n of [3, 2]) {
    const candidate = parts.slice(-n).join('/');
    if (parts.length > n && /^[A-Za-z]/.test(candidate) && isTimeZone(candidate)) return candidate;
  }
  return undefined;
}

// ---- A feed's own VTIMEZONE, read with a bound -------------------------------------------------

type Onset = { at: number; from: number; to: number };
type DayRule = { nth: number; weekday: number; days?: number[] } | { day: number };
type YearlyRule = { interval: number; lastYear: number; until?: Written; month: number; day: DayRule };
type Observance = { start: WallClock; from: number; to: number; rule?: YearlyRule };

export type ZoneRules = { instantOf(w: WallClock): number };

const wallMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const HOUR = 3600;
/** No zone is further than this from UTC; a wider window finds every onset near a time. */
const MAX_OFFSET_SECONDS = 18 * HOUR;
const WINDOW_MS = 2 * MAX_OFFSET_SECONDS * 1000;

/**
 * A VTIMEZONE's STANDARD and DAYLIGHT observances, or undefined if any part is beyond what a time
 * zone has: a rule other than FREQ=YEARLY with one month and one day, a time-of-day list, more than
 * MAX_OBSERVANCES observances or MAX_RDATES extra onsets. Reading a time then costs a few
 * onsets per observance, whatever the rule's start, count or end.
 */
export function readZoneRules(component: ICAL.Component): ZoneRules | undefined {
  const parts = [...component.getAllSubcomponents('standard'), ...component.getAllSubcomponents('daylight')];
  if (parts.length === 0 || parts.length > MAX_OBSERVANCES) return undefined;
  const observances: Observance[] = [];
  const fixed: Onset[] = [];
  for (const part of parts) {
    const start = part.getFirstProperty('dtstart');
    const written = start ? writtenValue(start) : undefined;
    const to = offsetSeconds(rawValue(part, 'tzoffsetto'));
    const from = part.hasProperty('tzoffsetfrom') ? offsetSeconds(rawValue(part, 'tzoffsetfrom')) : to;
    if (!written || written.dateOnly || to === undefined || from === undefined) return undefined;
    const rrules = part.getAllProperties('rrule');
    if (rrules.length > 1) return undefined;
    const rule = rrules[0] ? yearlyRule(rrules[0].toJSON()[3], written.wall) : undefined;
    if (rrules[0] && !rule) return undefined;
    observances.push({ start: written.wall, from, to, rule });
    fixed.push({ at: wallMs(written.wall) - from * 1000, from, to });
    for (const rdate of part.getAllProperties('rdate')) {
      for (const raw of rdate.toJSON().slice(3)) {
        // A PERIOD's start is the onset.
        const value = writtenString(Array.isArray(raw) ? raw[0] : raw);
        if (!value || value.dateOnly) return undefined;
        fixed.push({ at: wallMs(value.wall) - from * 1000, from, to });
        if (fixed.length > MAX_RDATES + MAX_OBSERVANCES) return undefined;
      }
    }
  }

  const byYear = new Map<number, Onset[]>();
  const onsetsAround = (year: number): Onset[] => {
    let onsets = byYear.get(year);
    if (!onsets) {
      onsets = [...fixed];
      for (const o of observances) if (o.rule) onsets.push(...ruleOnsets(o, o.rule, year));
      onsets.sort((a, b) => a.at - b.at);
      byYear.set(year, onsets);
    }
    return onsets;
  };

  return {
    instantOf(w: WallClock): number {
      const local = wallMs(w);
      const onsets = onsetsAround(w.year);
      // The instant is local minus the offset in force then, which is the offset just before the
      // window or one set by an onset inside it: each candidate is checked against the offset it implies.
      const candidates = new Set([offsetAt(onsets, local - WINDOW_MS)]);
      for (const o of onsets) if (Math.abs(o.at - local) <= WINDOW_MS) candidates.add(o.to);
      let earliest = Infinity;
      let consistent = Infinity;
      for (const offset of candidates) {
        const at = local - offset * 1000;
        earliest = Math.min(earliest, at);
        // In the autumn overlap both readings are consistent: the earlier instant, as for IANA zones.
        if (offsetAt(onsets, at) === offset) consistent = Math.min(consistent, at);
      }
      if (consistent !== Infinity) return consistent;
      // A time skipped by the spring-forward gap moves forward by the gap (RFC 5545 3.3.5).
      return local - offsetAt(onsets, earliest) * 1000;
    },
  };
}

/** A property's value as written (jCal), not ical.js's object for it. */
const rawValue = (component: ICAL.Component, name: string): unknown => component.getFirstProperty(name)?.toJSON()[3];

/** The offset in force at an instant: set by the latest onset at or before it. */
function offsetAt(onsets: readonly Onset[], at: number): number {
  let lo = 0;
  let hi = onsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (onsets[mid]!.at <= at) lo = mid + 1;
    else hi = mid;
  }
  // Before the first onset: the offset that onset changed from.
  return lo === 0 ? onsets[0]!.from : onsets[lo - 1]!.to;
}

/**
 * The rule's onsets near `year`: in the years around it, or, for a rule that ended earlier, its last
 * ones. Never more than six, computed from the date arithmetic, not by stepping through the rule.
 */
function ruleOnsets(o: Observance, rule: YearlyRule, year: number): Onset[] {
  const years = new Set<number>();
  for (const y of [year - 1, year, year + 1]) {
    const last = Math.min(y, rule.lastYear);
    if (last < o.start.year) continue;
    const aligned = o.start.year + Math.floor((last - o.start.year) / rule.interval) * rule.interval;
    years.add(aligned);
    if (aligned - rule.interval >= o.start.year) years.add(aligned - rule.interval);
  }
  const onsets: Onset[] = [];
  for (const y of years) {
    const day = dayOf(rule.day, y, rule.month);
    if (day === undefined) continue;
    const wall: WallClock = { ...o.start, year: y, month: rule.month, day };
    if (wallMs(wall) < wallMs(o.start)) continue;
    const at = wallMs(wall) - o.from * 1000;
    if (rule.until && !notAfter(rule.until, wall, at)) continue;
    onsets.push({ at, from: o.from, to: o.to });
  }
  return onsets;
}

function notAfter(until: Written, wall: WallClock, at: number): boolean {
  if (until.utc) return at <= wallMs(until.wall);
  if (until.dateOnly) return Date.UTC(wall.year, wall.month - 1, wall.day) <= wallMs(until.wall);
  return wallMs(wall) <= wallMs(until.wall);
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const RULE_PARTS = new Set(['freq', 'interval', 'count', 'until', 'bymonth', 'byday', 'bymonthday', 'wkst']);

/** A time zone's rule (FREQ=YEARLY, one month, one day of it), or undefined for anything else. */
function yearlyRule(recur: unknown, start: WallClock): YearlyRule | undefined {
  if (!recur || typeof recur !== 'object') return undefined;
  const r = recur as Record<string, unknown>;
  if (r.freq !== 'YEARLY' || Object.keys(r).some((k) => !RULE_PARTS.has(k))) return undefined;
  const interval = r.interval === undefined ? 1 : r.interval;
  if (!Number.isInteger(interval) || (interval as number) < 1) return undefined;
  const month = single(r.bymonth) ?? start.month;
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) return undefined;

  let lastYear = Infinity;
  if (r.count !== undefined) {
    if (!Number.isInteger(r.count) || (r.count as number) < 1) return undefined;
    lastYear = start.year + ((r.count as number) - 1) * (interval as number);
  }
  let until: Written | undefined;
  if (r.until !== undefined) {
    until = writtenString(r.until);
    if (!until) return undefined;
    lastYear = Math.min(lastYear, until.wall.year);
  }

  const monthDays = r.bymonthday === undefined ? undefined : ([] as unknown[]).concat(r.bymonthday);
  if (
    monthDays &&
    (monthDays.length > 31 || !monthDays.every((d) => Number.isInteger(d) && d !== 0 && Math.abs(d as number) <= 31))
  )
    return undefined;
  let day: DayRule;
  if (r.byday !== undefined) {
    const byday = single(r.byday);
    const m = typeof byday === 'string' ? /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/.exec(byday) : null;
    if (!m) return undefined;
    const weekday = WEEKDAYS.indexOf(m[2]!);
    // "Every Sunday of March" is not one onset a year, unless BYMONTHDAY picks the week.
    if (m[1] === undefined && !monthDays) return undefined;
    day = {
      nth: m[1] === undefined ? 0 : Number(m[1]),
      weekday,
      ...(monthDays ? { days: monthDays as number[] } : {}),
    };
  } else if (monthDays) {
    if (monthDays.length !== 1) return undefined;
    day = { day: monthDays[0] as number };
  } else {
    day = { day: start.day };
  }
  return { interval: interval as number, lastYear, until, month: month as number, day };
}

/** A BY* part with exactly one value (ical.js gives a scalar or a list). */
function single(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.length === 1 ? value[0] : Number.NaN;
}

/** The day of `month` in `year` a rule names, or undefined when that month has none. */
function dayOf(rule: DayRule, year: number, month: number): number | undefined {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const resolve = (d: number) => (d > 0 ? d : length + 1 + d);
  if ('day' in rule) {
    const d = resolve(rule.day);
    return d >= 1 && d <= length ? d : undefined;
  }
  const weekdayOf = (d: number) => new Date(Date.UTC(year, month - 1, d)).getUTCDay();
  let d: number | undefined;
  if (rule.nth > 0) d = 1 + ((rule.weekday - weekdayOf(1) + 7) % 7) + (rule.nth - 1) * 7;
  else if (rule.nth < 0) d = length - ((weekdayOf(length) - rule.weekday + 7) % 7) + (rule.nth + 1) * 7;
  else
    d = rule.days
      ?.map(resolve)
      .sort((a, b) => a - b)
      .find((x) => x >= 1 && x <= length && weekdayOf(x) === rule.weekday);
  if (d === undefined || d < 1 || d > length) return undefined;
  // With an ordinal, BYMONTHDAY further limits the day (RFC 5545 3.3.10).
  if (rule.nth !== 0 && rule.days && !rule.days.map(resolve).includes(d)) return undefined;
  return d;
}

/** A UTC-OFFSET as ical.js writes it ('-05:00', '+05:30:00') in seconds, within ±18 hours. */
function offsetSeconds(value: unknown): number | undefined {
  const m = typeof value === 'string' ? /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value) : null;
  if (!m) return undefined;
  const seconds = (Number(m[2]) * HOUR + Number(m[3]) * 60 + Number(m[4] ?? 0)) * (m[1] === '-' ? -1 : 1);
  return Math.abs(seconds) <= MAX_OFFSET_SECONDS ? seconds : undefined;
}
