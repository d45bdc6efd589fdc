// Turnovers (issue 16): the cleaning between one guest's checkout and the next check-in. The rules
// live here once: the status graph, how a calendar's bookings become turnovers, and what a sync may
// change. The server enforces them (and the database holds the invariants); the web shows them.
// The same model carries the backup chain (issue 17: offers to team members) and the playbook and
// proof of clean (issue 18: a turnover is started and completed by its assigned cleaner).
import { TZDate } from '@date-fns/tz';
import {
  IMPORT_MONTHS_AHEAD,
  isLive,
  MAX_TURNOVERS_AHEAD,
  PAST_TURNOVER_DAYS,
  type TurnoverSource,
  type TurnoverStatus,
} from './turnover-states';

// The statuses, the import caps and the calendar kinds live in core/turnover-states.ts (no time-zone
// library), so a page that shows them downloads only that (issue 19's budget); every one of them
// is still read from here too.
export * from './turnover-states';

/**
 * A cleaner's answer to a turnover offered to them. Issue 16 offers each turnover to the job's
 * hired cleaner; issue 17 walks the team in order (declined or expired → the next member, see
 * core/offers.ts). `cancelled`: confirmed, then the cleaner backed out.
 */
export const OFFER_STATUSES = ['offered', 'confirmed', 'declined', 'expired', 'withdrawn', 'cancelled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const DEFAULT_CHECKOUT_TIME = '11:00';
export const DEFAULT_CHECKIN_TIME = '16:00';
/** A cancellation this close to the window is urgent for the cleaner (issue 16). */
export const URGENT_CANCELLATION_HOURS = 48;

/** "HH:MM", 24-hour. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant `time` ("HH:MM") on `date` ("YYYY-MM-DD") is in `timeZone` (IANA). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

/** The property's local date ("YYYY-MM-DD") at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  const t = new TZDate(instant.getTime(), timeZone);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
}

/** The property's local time ("HH:MM") at `instant`. */
export function localTime(instant: Date, timeZone: string): string {
  const t = new TZDate(instant.getTime(), timeZone);
  return `${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
}

/** A job's turnover times: when guests leave and arrive, in the property's zone. */
export type TurnoverTimes = { checkoutTime: string; checkinTime: string; timeZone: string };

/**
 * A reservation from a booking calendar (blocks are filtered out before): it checks in on
 * `startDate` and out on `endDate`, at the event's own times when the feed gives them.
 */
export type Booking = {
  uid: string;
  calendarId: string;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
};

/** A turnover as the calendars call for it: the checkout day of one reservation. */
export type TurnoverSlot = {
  date: string;
  startsAt: Date;
  endsAt: Date;
  sameDay: boolean;
  /** The reservation that checks out (the first by calendar order when two feeds list it). */
  sourceUid: string;
  calendarId: string;
};

/**
 * Each reservation's checkout day is a turnover, from the checkout time to the next check-in:
 * the next reservation's when it arrives that day (a same-day turn), otherwise the job's check-in
 * time that day (a guest may still book it). Two reservations checking out the same day (the same
 * stay listed on two channels) are one turnover. Linear in the bookings (issue 35): each day's
 * first arrival is found once, not by scanning every booking for every checkout.
 */
export function deriveTurnovers(bookings: readonly Booking[], times: TurnoverTimes): TurnoverSlot[] {
  const valid = bookings.filter((b) => b.endDate > b.startDate);
  // Feeds repeat the same few times of day: each (date, time) is converted to an instant once.
  const instants = new Map<string, Date>();
  const instant = (date: string, time: string) => {
    const key = `${date} ${time}`;
    let at = instants.get(key);
    if (!at) instants.set(key, (at = zonedInstant(date, time, times.timeZone)));
    return at;
  };
  const checkoutDays = new Set(valid.map((b) => b.endDate));
  const firstArrival = new Map<string, Date>();
  for (const n of valid) {
    if (!checkoutDays.has(n.startDate)) continue;
    const at = instant(n.startDate, n.startTime ?? times.checkinTime);
    const earliest = firstArrival.get(n.startDate);
    if (!earliest || at < earliest) firstArrival.set(n.startDate, at);
  }
  const byDate = new Map<string, TurnoverSlot>();
  for (const b of valid) {
    if (byDate.has(b.endDate)) continue;
    const startsAt = instant(b.endDate, b.endTime ?? times.checkoutTime);
    const arrival = firstArrival.get(b.endDate);
    const nextCheckin = arrival ?? instant(b.endDate, times.checkinTime);
    // A feed whose next guest arrives before the last one leaves still gets a window (an hour).
    const endsAt = nextCheckin > startsAt ? nextCheckin : new Date(startsAt.getTime() + 60 * 60 * 1000);
    byDate.set(b.endDate, {
      date: b.endDate,
      startsAt,
      endsAt,
      sameDay: arrival !== undefined,
      sourceUid: b.uid,
      calendarId: b.calendarId,
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** What a sync knows of a job's turnovers. */
export type ExistingTurnover = {
  id: string;
  date: string;
  status: TurnoverStatus;
  source: TurnoverSource;
  sourceUid: string | null;
  startsAt: Date;
  endsAt: Date;
  sameDay: boolean;
};

export type SyncPlan = {
  create: TurnoverSlot[];
  /** Same date, new window or same-day flag (or a reissued UID): updated in place. */
  update: { id: string; slot: TurnoverSlot }[];
  /** The reservation's dates moved: the turnover moves with it (matched by the UID it was made from). */
  move: { id: string; fromDate: string; slot: TurnoverSlot }[];
  /** A future reservation vanished from the feed (Vrbo's silent cancel). */
  cancel: { id: string; date: string }[];
  /** Same stay, reissued UID: remembered silently so a later move is still recognised. */
  relabel: { id: string; sourceUid: string }[];
  /** Within the import window but past the job's cap of turnovers ahead: not made (the host is shown how many). */
  leftOut: TurnoverSlot[];
};

/** What a plan may hold: no turnover after `until` (the import window's end), at most `maxAhead` live ones ahead. */
export type PlanLimits = { until?: string; maxAhead?: number };

/**
 * What a sync changes, given what the calendars say now. Turnovers are matched by date, not by
 * the event's UID (Airbnb reissues UIDs): the same stays under new UIDs change nothing. Only
 * future, live, calendar-made turnovers are ever changed; past ones, completed ones and manual ones
 * are left alone, and no turnover is created in the past or on a date that already has a live one.
 * Of the stays left, the nearest are kept up to the job's cap of turnovers ahead; the rest are
 * `leftOut` (a turnover already made for one of them is cancelled, as if its stay had vanished, and
 * comes back when earlier ones have passed). Linear in the turnovers and slots (issue 35).
 */
export function planSync(
  existing: readonly ExistingTurnover[],
  slots: readonly TurnoverSlot[],
  now: Date,
  limits: PlanLimits = {},
): SyncPlan {
  const plan: SyncPlan = { create: [], update: [], move: [], cancel: [], relabel: [], leftOut: [] };
  const changeable = existing.filter((t) => t.source === 'calendar' && isLive(t.status) && t.startsAt > now);
  const changeableIds = new Set(changeable.map((t) => t.id));
  // Dates a sync may not create on: any live turnover it cannot change (manual, or already begun).
  const fixed = existing.filter((t) => isLive(t.status) && !changeableIds.has(t.id));
  const taken = new Set(fixed.map((t) => t.date));
  const wanted = slots
    .filter((s) => s.startsAt > now && (limits.until === undefined || s.date <= limits.until) && !taken.has(s.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  const room = Math.max(0, (limits.maxAhead ?? MAX_TURNOVERS_AHEAD) - fixed.filter((t) => t.startsAt > now).length);
  plan.leftOut = wanted.slice(room);

  const unmatchedSlots = new Map(wanted.slice(0, room).map((s) => [s.date, s]));
  const unmatched: ExistingTurnover[] = [];
  for (const t of changeable) {
    const slot = unmatchedSlots.get(t.date);
    if (!slot) {
      unmatched.push(t);
      continue;
    }
    unmatchedSlots.delete(t.date);
    const changed =
      slot.startsAt.getTime() !== t.startsAt.getTime() ||
      slot.endsAt.getTime() !== t.endsAt.getTime() ||
      slot.sameDay !== t.sameDay;
    if (changed) plan.update.push({ id: t.id, slot });
    else if (slot.sourceUid !== t.sourceUid) plan.relabel.push({ id: t.id, sourceUid: slot.sourceUid });
  }
  // The slots still open, by UID, nearest first: a turnover follows the first one its stay's UID has.
  const openByUid = new Map<string, { slots: TurnoverSlot[]; next: number }>();
  for (const s of unmatchedSlots.values()) {
    const entry = openByUid.get(s.sourceUid);
    if (entry) entry.slots.push(s);
    else openByUid.set(s.sourceUid, { slots: [s], next: 0 });
  }
  for (const t of unmatched) {
    const entry = t.sourceUid ? openByUid.get(t.sourceUid) : undefined;
    const slot = entry?.slots[entry.next++];
    if (slot) {
      unmatchedSlots.delete(slot.date);
      plan.move.push({ id: t.id, fromDate: t.date, slot });
    } else {
      plan.cancel.push({ id: t.id, date: t.date });
    }
  }
  plan.create = [...unmatchedSlots.values()].sort((a, b) => a.date.localeCompare(b.date));
  return plan;
}

/** Whether a cancellation at `now` of a turnover starting at `startsAt` is urgent for the cleaner. */
export function isUrgentCancellation(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < URGENT_CANCELLATION_HOURS * 60 * 60 * 1000;
}

/**
 * The property's dates ("YYYY-MM-DD") a calendar's events are kept for at `now`: from the past
 * turnovers' window to IMPORT_MONTHS_AHEAD months ahead (the day of the month kept, or the month's last).
 */
export function importWindow(now: Date, timeZone: string): { from: string; to: string } {
  const today = localDate(now, timeZone);
  const from = localDate(new Date(now.getTime() - PAST_TURNOVER_DAYS * 24 * 60 * 60 * 1000), timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = m - 1 + IMPORT_MONTHS_AHEAD;
  const lastDay = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  const to = new Date(Date.UTC(y, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
  return { from, to };
}

/** Whether an event touches the window: it still checks out in it, or a guest arrives in it (a same-day turn's arrival). */
export function inImportWindow(
  e: { startDate: string; endDate: string },
  window: { from: string; to: string },
): boolean {
  return e.endDate >= window.from && e.startDate <= window.to;
}
