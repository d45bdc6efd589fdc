// Contracts of turnovers and booking calendars (issue 16), shared by the pages and the server.
// Times of day are "HH:MM" in the property's zone; instants are ISO strings; dates "YYYY-MM-DD".
import { ReliabilityRecord } from './reliability';
import { z } from 'zod';
import { turnovers as text } from '../messages/en/turnovers';
import {
  COVER_STATES,
  MAX_RESPONSE_HOURS,
  MIN_RESPONSE_HOURS,
  OFFER_REASON_MAX,
  TURNOVER_REQUEST_STATUSES,
} from '../offers';
import { CALENDAR_KINDS, OFFER_STATUSES, TIME_OF_DAY, TURNOVER_SOURCES, TURNOVER_STATUSES } from '../turnovers';
import { PROBLEM_KINDS } from '../playbook';
import { turnoverWhen } from './turnover-when';

export { CALENDAR_KINDS };

const v = text.validation;

/** Which channel's feed shape a calendar has: it decides what counts as a block. */
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());
export const TimeOfDay = z.string({ error: v.timeInvalid }).regex(TIME_OF_DAY, v.timeInvalid);
export const LocalDate = z
  .string({ error: v.dateRequired })
  .min(1, v.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.dateInvalid)
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    v.dateInvalid,
  );

/** Check-out before check-in on one day: a same-day turn needs a window. */
const timesInOrder = <T extends { checkoutTime: string; checkinTime: string }>(s: z.ZodType<T>) =>
  s.refine((t) => t.checkinTime > t.checkoutTime, { message: v.checkinAfterCheckout, path: ['checkinTime'] });

/** PUT /api/host/jobs/{id}/schedule: the job's turnover times and zone (the zone must be one of the state's). */
export const ScheduleSettingsInput = timesInOrder(
  z.object({
    checkoutTime: TimeOfDay,
    checkinTime: TimeOfDay,
    timeZone: z.string().min(1).max(64),
    /** Issue 17: how long each team member has to answer an offer; left out, it stays. */
    offerResponseHours: z.coerce
      .number({ error: v.responseHoursInvalid })
      .int(v.responseHoursInvalid)
      .min(MIN_RESPONSE_HOURS, v.responseHoursInvalid)
      .max(MAX_RESPONSE_HOURS, v.responseHoursInvalid)
      .optional(),
  }),
);
export type ScheduleSettingsInput = z.infer<typeof ScheduleSettingsInput>;

/** POST /api/host/jobs/{id}/calendars. `kind` omitted: detected from the feed. */
export const AddCalendarInput = z.object({
  url: z.preprocess(
    blankToUndefined,
    z
      .string({ error: v.urlRequired })
      .trim()
      .max(2000, v.urlInvalid)
      .regex(/^https?:\/\//i, v.urlInvalid),
  ),
  label: optionalText(60, v.labelTooLong),
  kind: z.enum(CALENDAR_KINDS).optional(),
});
export type AddCalendarInput = z.infer<typeof AddCalendarInput>;

/** PATCH /api/host/calendars/{id}: rename it or say which channel it is from. */
export const UpdateCalendarInput = z.object({
  label: optionalText(60, v.labelTooLong),
  kind: z.enum(CALENDAR_KINDS).optional(),
});
export type UpdateCalendarInput = z.infer<typeof UpdateCalendarInput>;

export const CalendarItem = z.object({
  id: z.string(),
  label: z.string().nullable(),
  /** The link with its secret parts hidden ("https://www.airbnb.com/calendar/ical/…"). */
  maskedUrl: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  kindChosen: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  /** The last failure in plain words; null after a good sync. */
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** Issue 35: its reservations with no turnover because the job holds MAX_TURNOVERS_AHEAD already. */
  turnoversLeftOut: z.number().int(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;
/** GET /api/host/jobs/{id}/calendars. */
export const CalendarsResponse = z.object({ calendars: z.array(CalendarItem) });
export type CalendarsResponse = z.infer<typeof CalendarsResponse>;

/** An event of a calendar's last good sync, and whether it makes a turnover. */
export const CalendarEventItem = z.object({
  uid: z.string(),
  summary: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The feed calls it a block (owner stay, closed dates). */
  feedBlock: z.boolean(),
  /** The host marked it as a block. */
  markedBlock: z.boolean(),
});
export type CalendarEventItem = z.infer<typeof CalendarEventItem>;
export const CalendarEventsResponse = z.object({ events: z.array(CalendarEventItem) });
export type CalendarEventsResponse = z.infer<typeof CalendarEventsResponse>;

/** POST /api/host/calendars/{id}/blocks: mark (or unmark) one imported event as a block. */
export const MarkBlockInput = z.object({ startDate: LocalDate, endDate: LocalDate, blocked: z.boolean() });
export type MarkBlockInput = z.infer<typeof MarkBlockInput>;

/** POST /api/host/jobs/{id}/turnovers and PATCH /api/host/turnovers/{id}: a turnover by hand. */
export const ManualTurnoverInput = timesInOrder(
  z.object({
    date: LocalDate,
    checkoutTime: TimeOfDay,
    checkinTime: TimeOfDay,
    notes: optionalText(1000, v.notesTooLong),
  }),
);
export type ManualTurnoverInput = z.infer<typeof ManualTurnoverInput>;

/**
 * PATCH /api/host/turnovers/{id}: what changes. A manual turnover takes a new date, times and notes;
 * a calendar-made one only notes (its date and window follow the calendar; sending them unchanged is fine).
 * Times go together: both or neither.
 */
export const EditTurnoverInput = z
  .object({
    date: LocalDate.optional(),
    checkoutTime: TimeOfDay.optional(),
    checkinTime: TimeOfDay.optional(),
    /** Blank or null clears them; left out, they stay. */
    notes: z.preprocess(
      (x) => (typeof x === 'string' && x.trim() === '' ? null : x),
      z.string().trim().max(1000, v.notesTooLong).nullable().optional(),
    ),
  })
  .refine((t) => (t.checkoutTime === undefined) === (t.checkinTime === undefined), {
    message: v.timeInvalid,
    path: ['checkinTime'],
  })
  .refine((t) => t.checkoutTime === undefined || t.checkinTime === undefined || t.checkinTime > t.checkoutTime, {
    message: v.checkinAfterCheckout,
    path: ['checkinTime'],
  });
export type EditTurnoverInput = z.infer<typeof EditTurnoverInput>;

/** POST /api/cleaner/turnovers/{id}/decline: "Can't make it", with optional words. */
export const DeclineTurnoverInput = z.object({ reason: optionalText(OFFER_REASON_MAX, v.reasonTooLong) });
export type DeclineTurnoverInput = z.infer<typeof DeclineTurnoverInput>;

export const TurnoverItem = z.object({
  id: z.string(),
  jobId: z.string(),
  ...turnoverWhen,
  notes: z.string().nullable(),
  source: z.enum(TURNOVER_SOURCES),
  status: z.enum(TURNOVER_STATUSES),
  /** The place: city and state for anyone who sees the turnover; the address only to the host and its cleaner. */
  place: z.object({ city: z.string(), state: z.string(), propertyAddress: z.string().nullable() }),
  /** Null: the job has no hire yet, and the page says so. */
  assignedCleaner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** The latest offer and its answer. */
  offer: z
    .object({
      status: z.enum(OFFER_STATUSES),
      cleanerName: z.string(),
      answeredAt: z.string().nullable(),
      reason: z.string().nullable(),
      deadlineAt: z.string().nullable(),
      /** A confirmed cleaner who cancelled less than 24 hours ahead. */
      late: z.boolean(),
      /** Issue 37, to the host only: the others asked at the same time, close to the window (first to confirm takes it). */
      askedWith: z.array(z.string()).optional(),
    })
    .nullable(),
  cancelledAt: z.string().nullable(),
  /** Issue 17, to the host only: the chain's earlier answers, oldest to newest (who said no, let it lapse, cancelled). */
  history: z.array(
    z.object({
      status: z.enum(OFFER_STATUSES),
      cleanerName: z.string(),
      reason: z.string().nullable(),
      late: z.boolean(),
    }),
  ),
  /** Issue 17: the cover in one word (core/offers.ts coverState); the pages give it words and colour. */
  cover: z.enum(COVER_STATES),
  /** When the chain ran out (null while offered or covered). */
  unfilledAt: z.string().nullable(),
  /** When the host opened it to nearby cleaners. */
  openedAt: z.string().nullable(),
  /** Issue 35: auto-accept gave it to its cleaner, whose access the host has not approved yet (core/playbook.ts accessHeld). */
  accessHeld: z.boolean(),
  /** Issue 18: when its cleaner pressed 'Start' and 'Complete' (the report exists from the start). */
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Issue 37, to the host only (a cleaner's list is empty): the problems reported on it, oldest first. */
  problems: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PROBLEM_KINDS),
      description: z.string(),
      createdAt: z.string(),
      acknowledgedAt: z.string().nullable(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  /** Issue 37: when it became missed (kept after a reopen, on the record), and when its host marked it handled. */
  missedAt: z.string().nullable(),
  missedHandledAt: z.string().nullable(),
  /** Issue 37: when the host and cleaner were alerted that it had not started 30 minutes after check-out. */
  startOverdueAlertedAt: z.string().nullable(),
  /**
   * Issue 39, to the host only: its cleaner was marked a no-show (withdrawn: support took it off
   * the record after a contest), with the cleaner's statement if they contested it.
   */
  noShow: z.object({ markedAt: z.string(), withdrawn: z.boolean(), statement: z.string().nullable() }).nullable(),
});
export type TurnoverItem = z.infer<typeof TurnoverItem>;

/** GET /api/host/jobs/{id}/turnovers: the job's Turnovers page. */
export const HostTurnoversResponse = z.object({
  job: z.object({
    id: z.string(),
    city: z.string(),
    state: z.string(),
    propertyAddress: z.string().nullable(),
    paymentPerTurnover: z.number(),
    checkoutTime: z.string(),
    checkinTime: z.string(),
    timeZone: z.string(),
    /** How long each team member has to answer an offer (issue 17). */
    offerResponseHours: z.number().int(),
    hiredCleaner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  }),
  /** Upcoming first (soonest first), then the last 30 days' past ones. */
  turnovers: z.array(TurnoverItem),
});
export type HostTurnoversResponse = z.infer<typeof HostTurnoversResponse>;

/** PUT /api/host/jobs/{id}/schedule answers with the job as the Turnovers page shows it. */
export const TurnoverJob = HostTurnoversResponse.shape.job;
export type TurnoverJob = z.infer<typeof TurnoverJob>;

/** The host's job card: the job's next live turnover (null: none coming). */
export const NextTurnover = z.object({
  date: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  status: z.enum(TURNOVER_STATUSES),
});
export type NextTurnover = z.infer<typeof NextTurnover>;

/** GET /api/cleaner/schedule: every job the cleaner is hired on. */
export const CleanerScheduleResponse = z.object({ upcoming: z.array(TurnoverItem), past: z.array(TurnoverItem) });
export type CleanerScheduleResponse = z.infer<typeof CleanerScheduleResponse>;

/** The :id of /api/host/turnovers/{id} and /api/cleaner/turnovers/{id}. */
export const TurnoverIdParams = z.object({ id: z.uuid({ message: 'Invalid turnover ID provided' }) });

/** GET/POST(reset) /api/cleaner/schedule/feed and /api/host/jobs/{id}/feed: the private .ics link. */
export const FeedLinkResponse = z.object({ url: z.string() });
export type FeedLinkResponse = z.infer<typeof FeedLinkResponse>;

// ---------------------------------------------------------------------------------------------
// Open to nearby cleaners (issue 17): an unfilled turnover its host opens; cleaners in the same
// state (city first) see it on /browse-jobs as an urgent one-off with pay and window only.
// ---------------------------------------------------------------------------------------------

/** POST /api/host/turnovers/{id}/open: 'Open to nearby cleaners', optionally taking the first request. */
export const OpenTurnoverInput = z.object({ autoAccept: z.boolean().default(false) });
export type OpenTurnoverInput = z.infer<typeof OpenTurnoverInput>;

/** The :id and :requestId of /api/host/turnovers/{id}/requests/{requestId}/accept. */
export const TurnoverRequestParams = z.object({
  id: z.uuid({ message: 'Invalid turnover ID provided' }),
  requestId: z.uuid({ message: 'Invalid request ID provided' }),
});

/** A nearby cleaner's request, as the host sees it on the turnover. */
export const TurnoverRequestItem = z.object({
  id: z.string(),
  cleanerUserId: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** Issue 43: whole miles from the requester's home ZIP to the property; null without both ZIPs. */
  distanceMiles: z.number().int().nullable(),
  status: z.enum(TURNOVER_REQUEST_STATUSES),
  requestedAt: z.string(),
  /** Issue 39: the cleaner's reliability record. */
  reliability: ReliabilityRecord,
});
export type TurnoverRequestItem = z.infer<typeof TurnoverRequestItem>;

/** GET /api/host/turnovers/{id}/requests. */
export const TurnoverRequestsResponse = z.object({ autoAccept: z.boolean(), requests: z.array(TurnoverRequestItem) });
export type TurnoverRequestsResponse = z.infer<typeof TurnoverRequestsResponse>;

/** An open turnover as nearby cleaners see it: where (city), when, pay. No address, notes or host. */
export const OpenTurnoverItem = z.object({
  id: z.string(),
  ...turnoverWhen,
  city: z.string(),
  state: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  /** Issue 43: whole miles from the viewer's home ZIP; null without both ZIPs. */
  distanceMiles: z.number().int().nullable(),
  /** The viewer asked for it (and is waiting for the host's pick). */
  requested: z.boolean(),
  /** Issue 39: the host's reliability record (the host stays unnamed). */
  hostRecord: ReliabilityRecord,
});
export type OpenTurnoverItem = z.infer<typeof OpenTurnoverItem>;

/** GET /api/cleaner/open-turnovers: those the cleaner's radius covers, nearest first, then soonest. */
export const OpenTurnoversResponse = z.object({ turnovers: z.array(OpenTurnoverItem) });
export type OpenTurnoversResponse = z.infer<typeof OpenTurnoversResponse>;

/** POST /api/cleaner/open-turnovers/{id}/request: requested (the host picks) or assigned at once (auto-accept). */
export const RequestTurnoverResponse = z.object({ status: z.enum(['requested', 'assigned']) });
export type RequestTurnoverResponse = z.infer<typeof RequestTurnoverResponse>;
