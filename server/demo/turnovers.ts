// The demo job's turnovers (issue 37): a synced booking calendar and, relative to the seed time
// (the app clock), one turnover in each state the host meets: completed with its report, today's
// (confirmed, for the primary cleaner), confirmed by the backup after the primary said no, offered
// and waiting for an answer, and unfilled (the chain ran out). Each is made from the calendar's
// stays by the sync's own rule (core/turnovers.ts deriveTurnovers), its offers follow the backup
// chain as the cleaners would have answered, its status changes go through setTurnoverStatus, and
// its scheduled work (the open offer's deadline, the unfilled turnover's second alert) is the
// runner's, so the chain carries on from here as it would have.
import { offerDeadline, timeLeftPart, unfilledRealertAt } from '@core/offers';
import { format, plural } from '@core/messages/format';
import { offerEmails } from '@core/messages/en/offer-emails';
import { playbook as playbookText } from '@core/messages/en/playbook';
import { turnoverEmails } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { turnoverDay, turnoverWindow, turnoverDeadline } from '@core/turnover-text';
import { deriveTurnovers, localDate, localTime, zonedInstant, type Booking, type TurnoverSlot } from '@core/turnovers';
import type { Tx } from '../db/client';
import { calendarEvent, job, jobCalendar, notification, turnover, turnoverOffer } from '../db/schema';
import { setTurnoverStatus } from '../features/turnovers';
import { scheduleWork } from '../work/schedule';
import { notify } from './notify';
import type { DemoPhotos } from './photos';
import { seedCompletedRun, type DemoRunItem } from './run';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The sample calendar's link. The sync worker would fetch it every 30 minutes, and a fresh machine
 * may have no network at all: an Airbnb link would fail there ("could not reach"), and after three
 * failures email the host, on a demo nobody broke. So the calendar is marked as a sample (its
 * label), its link names a host under `.example`, a name reserved never to resolve (RFC 2606, so it
 * fetches nothing from anyone, anywhere), and it is not due for a sync (next_sync_at far ahead):
 * it reads "Last synced" at the seed time, with its stays under 'Imported events'. Pressing 'Sync
 * now' really tries, and says honestly that the link cannot be reached.
 */
export const DEMO_CALENDAR_URL = 'https://airbnb.example/calendar/ical/14-tradd-st.ics?s=sample';
export const DEMO_CALENDAR_LABEL = 'Airbnb (sample calendar)';
const NOT_DUE = new Date('2999-01-01T00:00:00Z');

type DemoJob = typeof job.$inferSelect;
export type DemoCleaner = { userId: string; firstName: string; lastName: string };

export type TurnoverDemoInput = {
  now: Date;
  job: DemoJob;
  /** The job's team in order: the primary, then the backup. */
  primary: DemoCleaner;
  backup: DemoCleaner;
  /** The job's checklist (the completed run copies it). */
  checklist: readonly DemoRunItem[];
  photos: DemoPhotos;
};

/** A stay on the calendar, by days from today (property time); `checkout`/`arrival`: the feed's own times. */
type Stay = { uid: string; from: number; to: number; block?: boolean; arrival?: string; checkout?: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Today's turn: the job's own times, unless the seed runs so late (an hour before the next guest
 * arrives, property time) that the window would be over before anyone sees it. Then the guests
 * leave late, at the hour just begun (so 'Start' works at once), and the next arrive up to four
 * hours later, still today.
 */
function todaysTimes(now: Date, j: DemoJob): { checkout?: string; arrival?: string } {
  const today = localDate(now, j.timeZone);
  if (now.getTime() < zonedInstant(today, j.checkinTime, j.timeZone).getTime() - HOUR) return {};
  const hour = Number(localTime(now, j.timeZone).slice(0, 2));
  return { checkout: hh(hour), arrival: hour + 4 <= 23 ? hh(hour + 4) : '23:59' };
}

/** The calendar's stays: five reservations (today a same-day turn) and an owner block. */
function demoStays(now: Date, j: DemoJob): Stay[] {
  const today = todaysTimes(now, j);
  return [
    { uid: 'stay-1', from: -5, to: -2 },
    { uid: 'stay-2', from: -1, to: 0, checkout: today.checkout },
    { uid: 'stay-3', from: 0, to: 2, arrival: today.arrival },
    { uid: 'stay-4', from: 3, to: 4 },
    { uid: 'stay-5', from: 5, to: 7 },
    { uid: 'owner-block', from: 9, to: 12, block: true },
  ];
}

type OfferValues = typeof turnoverOffer.$inferInsert;

/**
 * Writes the demo job's calendar, its stays and their turnovers. Returns the turnovers by the state
 * they show (tests and the README name them so).
 */
export async function seedTurnoverDemo(tx: Tx, input: TurnoverDemoInput) {
  const { now, job: j, primary, backup } = input;
  const today = localDate(now, j.timeZone);
  const lastSyncedAt = new Date(now.getTime() - 10 * MINUTE);
  const [calendar] = await tx
    .insert(jobCalendar)
    .values({
      jobId: j.id,
      url: DEMO_CALENDAR_URL,
      label: DEMO_CALENDAR_LABEL,
      kind: 'airbnb',
      lastSyncedAt,
      lastAttemptAt: lastSyncedAt,
      nextSyncAt: NOT_DUE,
      createdAt: new Date(now.getTime() - 30 * DAY),
    })
    .returning();
  const stays = demoStays(now, j);
  const events = stays.map((s) => ({
    calendarId: calendar!.id,
    uid: `${s.uid}-14-tradd-st@airbnb.example`,
    summary: s.block ? 'Airbnb (Not available)' : 'Reserved',
    startDate: addDays(today, s.from),
    endDate: addDays(today, s.to),
    startTime: s.arrival ?? null,
    endTime: s.checkout ?? null,
    isBlock: !!s.block,
  }));
  await tx.insert(calendarEvent).values(events);
  const bookings: Booking[] = events
    .filter((e) => !e.isBlock)
    .map((e) => ({
      uid: e.uid,
      calendarId: e.calendarId,
      startDate: e.startDate,
      endDate: e.endDate,
      ...(e.startTime ? { startTime: e.startTime } : {}),
      ...(e.endTime ? { endTime: e.endTime } : {}),
    }));
  const slots = new Map(deriveTurnovers(bookings, j).map((s) => [s.date, s]));
  const slotIn = (days: number) => slots.get(addDays(today, days))!;

  /** A turnover as the sync made it at `madeAt` (scheduled), with its offers in order. */
  const make = async (
    slot: TurnoverSlot,
    madeAt: Date,
    offers: Omit<OfferValues, 'turnoverId'>[],
    extra: Partial<typeof turnover.$inferInsert> = {},
  ) => {
    const [row] = await tx
      .insert(turnover)
      .values({
        jobId: j.id,
        date: slot.date,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        sameDay: slot.sameDay,
        payment: j.paymentPerTurnover,
        source: 'calendar',
        calendarId: calendar!.id,
        sourceUid: slot.sourceUid,
        assignedCleanerUserId: offers.at(-1)?.cleanerUserId ?? null,
        createdAt: madeAt,
        ...extra,
      })
      .returning();
    await tx.insert(turnoverOffer).values(offers.map((o) => ({ ...o, turnoverId: row!.id })));
    return row!;
  };
  const deadline = (from: Date, slot: TurnoverSlot) => offerDeadline(from, slot.startsAt, j.offerResponseHours);
  /** An offer made at `at`, answered `after` later (or still open). */
  const offer = (
    cleaner: DemoCleaner,
    slot: TurnoverSlot,
    at: Date,
    answer?: { status: 'confirmed' | 'declined' | 'expired'; after?: number; reason?: string },
  ): Omit<OfferValues, 'turnoverId'> => {
    const deadlineAt = deadline(at, slot);
    const answeredAt = answer
      ? answer.status === 'expired'
        ? deadlineAt
        : new Date(at.getTime() + (answer.after ?? HOUR))
      : null;
    return {
      cleanerUserId: cleaner.userId,
      status: answer?.status ?? 'offered',
      deadlineAt,
      answeredAt,
      reason: answer?.reason ?? null,
      createdAt: at,
    };
  };
  const confirm = async (row: typeof turnover.$inferSelect) => (await setTurnoverStatus(tx, row, 'confirmed'))[0]!;

  // Completed two days ago, by the primary: its run is the report.
  const pastSlot = slotIn(-2);
  const pastMade = new Date(pastSlot.startsAt.getTime() - 9 * DAY);
  const completed = await confirm(
    await make(pastSlot, pastMade, [offer(primary, pastSlot, pastMade, { status: 'confirmed', after: 2 * HOUR })]),
  );
  const run = await seedCompletedRun(tx, {
    turnover: completed,
    cleaner: primary,
    checklist: input.checklist,
    photos: input.photos,
  });
  const [done] = await setTurnoverStatus(tx, completed, 'completed', run.times);

  // Today's, confirmed by the primary days ago.
  const todaySlot = slotIn(0);
  const todayMade = new Date(now.getTime() - 6 * DAY);
  const todays = await confirm(
    await make(todaySlot, todayMade, [offer(primary, todaySlot, todayMade, { status: 'confirmed', after: 3 * HOUR })]),
  );

  // In two days: the primary could not make it, the backup took it.
  const backupSlot = slotIn(2);
  const backupMade = new Date(now.getTime() - 3 * DAY);
  const passedAt = new Date(backupMade.getTime() + HOUR);
  const confirmedByBackup = await confirm(
    await make(backupSlot, backupMade, [
      offer(primary, backupSlot, backupMade, { status: 'declined', reason: 'I’m out of town that weekend, sorry.' }),
      offer(backup, backupSlot, passedAt, { status: 'confirmed', after: 4 * HOUR }),
    ]),
  );

  // In four days: booked since the last syncs, waiting for the primary's answer.
  const offeredSlot = slotIn(4);
  const offeredMade = new Date(now.getTime() - 40 * MINUTE);
  const offeredOffer = offer(primary, offeredSlot, offeredMade);
  const offered = await make(offeredSlot, offeredMade, [offeredOffer]);
  await scheduleWork(tx, { kind: 'offer-deadline', subjectId: offered.id, dueAt: offeredOffer.deadlineAt! });

  // In a week: the primary said no and the backup let it lapse; nobody is left to ask.
  const unfilledSlot = slotIn(7);
  const unfilledMade = new Date(now.getTime() - 2 * DAY);
  const lapsed = offer(backup, unfilledSlot, new Date(unfilledMade.getTime() + 2 * HOUR), { status: 'expired' });
  const unfilledAt = lapsed.answeredAt!;
  const unfilled = await make(
    unfilledSlot,
    unfilledMade,
    [offer(primary, unfilledSlot, unfilledMade, { status: 'declined', reason: 'Family visiting that week.' }), lapsed],
    { assignedCleanerUserId: null, unfilledAt, unfilledAlertedAt: unfilledAt },
  );
  const realert = unfilledRealertAt(unfilled.startsAt);
  if (realert > now) await scheduleWork(tx, { kind: 'unfilled-realert', subjectId: unfilled.id, dueAt: realert });

  const place = placeName(j);
  await tellDemo(tx, [
    {
      userId: j.hostUserId,
      type: 'turnover_completed',
      title: playbookText.notification.completed.title,
      message: format(playbookText.notification.completed.message, {
        cleaner: `${primary.firstName} ${primary.lastName}`,
        date: turnoverDay(done!.date),
        place,
        problems: run.problems ? plural(playbookText.notification.problems, run.problems) : '',
      }),
      data: { job_id: j.id, turnover_id: done!.id },
      createdAt: done!.completedAt!,
    },
    {
      userId: primary.userId,
      type: 'turnover_offered',
      title: turnoverEmails.offered.heading,
      message: format(offerEmails.offered.message, {
        place,
        date: turnoverDay(offered.date),
        ...turnoverWindow(offered, j.timeZone),
        deadline: turnoverDeadline(offeredOffer.deadlineAt!, j.timeZone),
        left: timeLeftPart(offeredOffer.deadlineAt!, offeredMade),
      }),
      data: { job_id: j.id, turnover_id: offered.id },
      createdAt: offeredMade,
    },
    {
      userId: j.hostUserId,
      type: 'turnover_unfilled',
      title: turnoverEmails.chain.unfilledTitle,
      message: format(turnoverEmails.chain.unfilledMessage, { dates: turnoverDay(unfilled.date), place }),
      data: { job_id: j.id, turnover_id: unfilled.id },
      createdAt: unfilledAt,
    },
  ]);
  return { calendar: calendar!, completed: done!, today: todays, confirmed: confirmedByBackup, offered, unfilled };
}

/** The bell entries these events would have left, each at its time. */
async function tellDemo(tx: Tx, entries: (typeof notification.$inferInsert)[]) {
  for (const entry of entries) await notify(tx, entry);
}
