// Verified reviews (issue 39): opening a window after a completed turnover (or a no-show), writing
// in it blind, publishing both together (when the second is written, or when the 14 days are over,
// by scheduled work), the reviewed person's reply, reporting a review, and the host's no-show mark
// with the cleaner's contest. The rules are core/reviews.ts; the database holds one window per
// turnover and cleaner, and one review per window and direction. Every write locks the window's row first, so two writers, or a writer and
// the closing work, take turns: nothing is written into a published window, and a window never
// publishes without a review that committed before it.
import type { Locale } from '@core/locale';
import { userLocale } from '../../i18n/locale';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { reviewEmails as mailText } from '@core/messages/en/review-emails';
import { reviews as text } from '@core/messages/en/reviews';
import { firstNameLastInitial } from '@core/names';
import { placeName } from '@core/places';
import {
  directionOf,
  mayContest,
  NO_SHOW_STATEMENT_MAX,
  noShowMarkable,
  REVIEW_REPLY_MAX,
  REVIEW_WORDS_MAX,
  shortTextProblem,
  shouldPublish,
  whyCannotWrite,
  windowClosesAt,
  wordsProblem,
  type ReviewDirection,
  type ReviewWindowKind,
} from '@core/reviews';
import type { ReportReviewInput, WriteReviewInput } from '@core/schemas/reviews';
import { turnoverDay } from '@core/turnover-text';
import type { z } from 'zod';
import { pgErrorCode, type Queryable, type Tx } from '../../db/client';
import {
  cleanerProfile,
  hostProfile,
  job,
  noShow,
  review,
  reviewReport,
  reviewWindow,
  turnover,
} from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { build } from '../../email/templates';
import { AppError, notFound } from '../../errors';
import { cancelWork, scheduleWork, type WorkItem } from '../../work/schedule';
import { createNotification } from '../notifications';
import { hostOwnsTurnover, lockTurnover, setTurnoverStatus } from '../turnovers';
import { countReliabilityEvents } from '../reliability';
import { fileSupportCase } from '../support';

/** How long an invitation waits before the bell shows it. */
const INVITATION_DELAY_MS = 1000;

export type ReviewMailDeps = { mailer: Pick<Mailer, 'enqueue'>; appUrl: string };

const conflict = (message: string) => new AppError('CONFLICT', message);
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

function textProblem(field: string, problem: 'too_long' | 'contact_details' | null, max: number) {
  if (problem === 'too_long') throw invalid(field, format(text.errors.tooLong, { max }));
  if (problem === 'contact_details') throw invalid(field, text.errors.contactDetails);
}

/** The names and addresses of a pair, and the place and day of their turnover. */
async function pairOf(q: Queryable, turnoverId: string) {
  const [row] = await q
    .select({
      date: turnover.date,
      hostUserId: job.hostUserId,
      propertyAddress: job.propertyAddress,
      city: job.city,
      state: job.state,
      host: { firstName: hostProfile.firstName, lastName: hostProfile.lastName, email: hostProfile.email },
      cleaner: {
        userId: cleanerProfile.userId,
        firstName: cleanerProfile.firstName,
        lastName: cleanerProfile.lastName,
        email: cleanerProfile.email,
      },
    })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .innerJoin(hostProfile, eq(hostProfile.userId, job.hostUserId))
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, turnover.assignedCleanerUserId))
    .where(eq(turnover.id, turnoverId))
    .limit(1);
  return row ?? null;
}

function invitationEmail(opts: {
  locale: Locale;
  appUrl: string;
  name: string;
  date: string;
  turnoverId: string;
  message: string;
}) {
  const m = mailText.invited;
  const params = { name: opts.name, date: opts.date };
  return build({
    locale: opts.locale,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: opts.message,
    heading: m.heading,
    paragraphs: [opts.message],
    action: { label: m.action, url: `${opts.appUrl}/reviews/write/${encodeURIComponent(opts.turnoverId)}` },
    footnote: m.footnote,
  });
}

/**
 * Opens the review window of a turnover just completed (or marked a no-show) with its cleaner, and
 * invites both sides, once: a second call for the same turnover and cleaner changes nothing (a
 * turnover reopened and done by another cleaner opens that pair's own window). Its close is scheduled work
 * (decision 013), so a restart or another server publishes it on time.
 */
export async function openReviewWindow(
  tx: Tx,
  input: { turnoverId: string; kind: ReviewWindowKind },
  deps: ReviewMailDeps,
  now: Date,
): Promise<void> {
  const pair = await pairOf(tx, input.turnoverId);
  if (!pair) return;
  const closesAt = windowClosesAt(now);
  const [opened] = await tx
    .insert(reviewWindow)
    .values({
      turnoverId: input.turnoverId,
      hostUserId: pair.hostUserId,
      cleanerUserId: pair.cleaner.userId,
      kind: input.kind,
      openedAt: now,
      closesAt,
    })
    .onConflictDoNothing()
    .returning({ id: reviewWindow.id });
  if (!opened) return;
  await scheduleWork(tx, { kind: 'review-window-close', subjectId: opened.id, dueAt: closesAt });
  const place = placeName(pair);
  const date = turnoverDay(pair.date);
  const hostName = firstNameLastInitial(pair.host.firstName, pair.host.lastName);
  const cleanerName = firstNameLastInitial(pair.cleaner.firstName, pair.cleaner.lastName);
  const m = mailText.invited;
  const people = [
    { userId: pair.hostUserId, email: pair.host.email, other: cleanerName },
    // A no-show's cleaner hears of it in the no-show's own notice (markNoShow), which leads to the same page.
    ...(input.kind === 'no_show' ? [] : [{ userId: pair.cleaner.userId, email: pair.cleaner.email, other: hostName }]),
  ];
  for (const p of people) {
    const params = { name: p.other, place, date };
    const message = format(input.kind === 'no_show' ? m.noShowMessage : m.message, params);
    await createNotification(tx, {
      userId: p.userId,
      type: 'review_invited',
      title: format(input.kind === 'no_show' ? m.noShowTitle : m.title, params),
      message,
      data: { turnover_id: input.turnoverId },
      // Held back a moment (the publish sweep shows it): the bell lists it after the completed
      // turnover's own notification, made in the same transaction, rather than in a tie with it.
      delayMs: INVITATION_DELAY_MS,
    });
    await deps.mailer.enqueue(tx, {
      to: p.email,
      kind: 'review-invited',
      ...invitationEmail({
        locale: await userLocale(tx, p.userId),
        appUrl: deps.appUrl,
        name: p.other,
        date,
        turnoverId: input.turnoverId,
        message,
      }),
    });
  }
}

type WindowRow = typeof reviewWindow.$inferSelect;

/**
 * The caller's window of a turnover: `withUserId` names the other side when a host has two (a
 * no-show's cleaner and the one who did it after the reopen); without it, the newest.
 */
export function ownWindow(userId: string, turnoverId: string, withUserId?: string): SQL {
  return and(
    eq(reviewWindow.turnoverId, turnoverId),
    or(
      and(eq(reviewWindow.hostUserId, userId), withUserId ? eq(reviewWindow.cleanerUserId, withUserId) : undefined),
      and(eq(reviewWindow.cleanerUserId, userId), withUserId ? eq(reviewWindow.hostUserId, withUserId) : undefined),
    ),
  )!;
}

/** The caller's window, locked; 404 for anyone not in the pair. */
async function lockOwnWindow(tx: Tx, userId: string, turnoverId: string, withUserId?: string): Promise<WindowRow> {
  const [w] = await tx
    .select()
    .from(reviewWindow)
    .where(ownWindow(userId, turnoverId, withUserId))
    .orderBy(desc(reviewWindow.openedAt), desc(reviewWindow.id))
    .limit(1)
    .for('update');
  if (!w) throw notFound(text.errors.notFound);
  return w;
}

async function writtenIn(tx: Tx, windowId: string): Promise<ReviewDirection[]> {
  const rows = await tx.select({ direction: review.direction }).from(review).where(eq(review.windowId, windowId));
  return rows.map((r) => r.direction);
}

/** Publishes a locked window when both have written or its time is over; returns whether it did. */
async function publishIfDue(tx: Tx, w: WindowRow, now: Date): Promise<boolean> {
  const written = await writtenIn(tx, w.id);
  if (!shouldPublish({ closesAt: w.closesAt, publishedAt: w.publishedAt, written }, now)) return false;
  await tx.update(reviewWindow).set({ publishedAt: now }).where(eq(reviewWindow.id, w.id));
  return true;
}

/**
 * Writes the caller's review of the other side in the turnover's window. Refused (409) once the
 * window is published or closed, or when the caller has written already (the database's unique
 * index says so too, for two sends at once). The second review publishes both.
 */
export async function writeReview(
  tx: Tx,
  input: { userId: string; turnoverId: string; withUserId?: string; review: z.output<typeof WriteReviewInput> },
  now: Date,
): Promise<void> {
  const w = await lockOwnWindow(tx, input.userId, input.turnoverId, input.withUserId);
  const direction = directionOf(w.hostUserId === input.userId ? 'host' : 'cleaner');
  const why = whyCannotWrite(
    { closesAt: w.closesAt, publishedAt: w.publishedAt, written: await writtenIn(tx, w.id) },
    direction,
    now,
  );
  if (why === 'published') throw conflict(text.errors.published);
  if (why === 'closed') throw conflict(text.errors.closed);
  if (why === 'already_written') throw conflict(text.errors.alreadyWritten);
  const ratings =
    direction === 'host_to_cleaner'
      ? input.review.cleaner && { ...input.review.cleaner }
      : input.review.host && { ...input.review.host };
  if (!ratings) throw invalid(direction === 'host_to_cleaner' ? 'cleaner' : 'host', text.errors.wrongRatings);
  textProblem('words', wordsProblem(input.review.words), REVIEW_WORDS_MAX);
  try {
    await tx.transaction((sp) =>
      sp.insert(review).values({
        windowId: w.id,
        turnoverId: w.turnoverId,
        direction,
        authorUserId: input.userId,
        subjectUserId: direction === 'host_to_cleaner' ? w.cleanerUserId : w.hostUserId,
        ...ratings,
        words: input.review.words,
        createdAt: now,
      }),
    );
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict(text.errors.alreadyWritten);
    throw err;
  }
  if (await publishIfDue(tx, w, now)) await cancelWork(tx, 'review-window-close', w.id);
}

/** The scheduled close of a window (work kind 'review-window-close'): publishes what was written. */
export async function runReviewWindowClose(tx: Tx, item: WorkItem, now: Date): Promise<void> {
  const [w] = await tx.select().from(reviewWindow).where(eq(reviewWindow.id, item.subjectId)).limit(1).for('update');
  if (!w || w.publishedAt) return;
  // Due early (a clock put back): publish at the right time instead.
  if (now < w.closesAt) {
    await scheduleWork(tx, { kind: 'review-window-close', subjectId: w.id, dueAt: w.closesAt });
    return;
  }
  await publishIfDue(tx, w, now);
}

/** A published, visible review of `subjectUserId` (the reviewed person), locked; anyone else's is 404. */
async function lockPublishedReview(tx: Tx, reviewId: string, subjectUserId: string) {
  const [row] = await tx
    .select({ review, publishedAt: reviewWindow.publishedAt })
    .from(review)
    .innerJoin(reviewWindow, eq(reviewWindow.id, review.windowId))
    .where(eq(review.id, reviewId))
    .limit(1)
    .for('update', { of: review });
  if (!row || !row.publishedAt || row.review.hiddenAt || row.review.subjectUserId !== subjectUserId)
    throw notFound(text.errors.reviewNotFound);
  return row.review;
}

/** The reviewed person's one public reply to a published review. */
export async function replyToReview(
  tx: Tx,
  input: { userId: string; reviewId: string; text: string },
  now: Date,
): Promise<void> {
  const r = await lockPublishedReview(tx, input.reviewId, input.userId);
  if (r.reply !== null) throw conflict(text.errors.alreadyReplied);
  textProblem('text', shortTextProblem(input.text, REVIEW_REPLY_MAX), REVIEW_REPLY_MAX);
  await tx.update(review).set({ reply: input.text, repliedAt: now }).where(eq(review.id, r.id));
}

/**
 * The reviewed person reports a published review of them for a policy breach: kept here (review_reports) for the support
 * queue. One report per person and review (409 for a second). The support queue's filing is
 * added to this one function when the two meet.
 */
export async function fileReviewReport(
  tx: Tx,
  input: { userId: string; reviewId: string; report: z.output<typeof ReportReviewInput> },
  now: Date,
): Promise<{ reportId: string }> {
  const r = await lockPublishedReview(tx, input.reviewId, input.userId);
  const [row] = await tx
    .insert(reviewReport)
    .values({
      reviewId: r.id,
      reporterUserId: input.userId,
      reason: input.report.reason,
      details: input.report.details,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviewReport.id });
  if (!row) throw conflict(text.errors.alreadyReported);
  // A case in the support queue, which decides it (hide or keep) through reviewSupportSubjects.
  await fileSupportCase(tx, {
    kind: 'review',
    subjectId: r.id,
    reporterId: input.userId,
    reason: input.report.reason,
    details: input.report.details ?? '',
    now,
  });
  return { reportId: row.id };
}

/**
 * The host marks a confirmed turnover a no-show: from the day of its window until 48 hours after
 * it, never started. A confirmed one becomes missed (the issue 37 state: the host may still reopen
 * it); a missed one stays missed. A review window opens, labelled no-show, and the cleaner is told
 * they may contest it within 48 hours.
 */
export async function markNoShow(
  tx: Tx,
  input: { hostUserId: string; turnoverId: string },
  deps: ReviewMailDeps,
  now: Date,
): Promise<void> {
  const [own] = await tx
    .select({ id: turnover.id, timeZone: job.timeZone })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(hostOwnsTurnover(input.hostUserId, input.turnoverId))
    .limit(1);
  const t = own ? await lockTurnover(tx, own.id) : null;
  if (!t || !own) throw notFound(text.errors.notFound);
  const when = noShowMarkable(t, own.timeZone, now);
  if (when === 'not_confirmed') throw conflict(text.errors.noShowNotMarkable);
  if (when === 'not_yet') throw conflict(text.errors.noShowNotYet);
  if (when === 'too_late') throw conflict(text.errors.noShowTooLate);
  const [marked] = await tx
    .insert(noShow)
    .values({ turnoverId: t.id, hostUserId: input.hostUserId, cleanerUserId: t.assignedCleanerUserId!, markedAt: now })
    .onConflictDoNothing()
    .returning({ hostUserId: noShow.hostUserId, cleanerUserId: noShow.cleanerUserId });
  if (!marked) throw conflict(text.errors.noShowAlready);
  if (t.status === 'confirmed') await setTurnoverStatus(tx, t, 'missed', { missedAt: now, missedHandledAt: null });
  await countReliabilityEvents(tx, noShowEvents({ ...marked, markedAt: now }, 'marked', 1));
  await openReviewWindow(tx, { turnoverId: t.id, kind: 'no_show' }, deps, now);
  const pair = await pairOf(tx, t.id);
  if (!pair) return;
  const m = mailText.noShow;
  const params = {
    host: firstNameLastInitial(pair.host.firstName, pair.host.lastName),
    place: placeName(pair),
    date: turnoverDay(pair.date),
  };
  const message = format(m.message, params);
  await createNotification(tx, {
    userId: pair.cleaner.userId,
    type: 'no_show_marked',
    title: m.title,
    message,
    data: { turnover_id: t.id },
  });
  await deps.mailer.enqueue(tx, {
    to: pair.cleaner.email,
    kind: 'no-show-marked',
    ...build({
      locale: await userLocale(tx, pair.cleaner.userId),
      appUrl: deps.appUrl,
      subject: format(m.subject, params),
      preheader: message,
      heading: m.heading,
      paragraphs: [message],
      action: { label: m.action, url: `${deps.appUrl}/reviews/write/${encodeURIComponent(t.id)}` },
    }),
  });
}

/**
 * The cleaner contests a no-show within 48 hours of its marking, once, with a short statement shown
 * beside it. The support queue's filing is added to this one function when the two meet.
 */
export async function contestNoShow(
  tx: Tx,
  input: { cleanerUserId: string; turnoverId: string; statement: string },
  now: Date,
): Promise<void> {
  const [n] = await tx
    .select()
    .from(noShow)
    .where(and(eq(noShow.turnoverId, input.turnoverId), eq(noShow.cleanerUserId, input.cleanerUserId)))
    .limit(1)
    .for('update');
  if (!n || n.withdrawnAt) throw notFound(text.errors.notNoShow);
  const may = mayContest(n, now);
  if (may === 'already') throw conflict(text.errors.contestAlready);
  if (may === 'too_late') throw conflict(text.errors.contestTooLate);
  textProblem('statement', shortTextProblem(input.statement, NO_SHOW_STATEMENT_MAX), NO_SHOW_STATEMENT_MAX);
  await tx
    .update(noShow)
    .set({ statement: input.statement, contestedAt: now })
    .where(eq(noShow.turnoverId, n.turnoverId));
  await countReliabilityEvents(tx, noShowEvents(n, 'contested', 1));
  // Support sees the contest beside the no-show; it may keep it on the record or withdraw it.
  await fileSupportCase(tx, {
    kind: 'no_show_contest',
    subjectId: n.turnoverId,
    reporterId: input.cleanerUserId,
    reason: 'contested',
    details: input.statement,
    now,
  });
}

/**
 * A no-show's events on both records (core/reliability.ts), counted in the month it was marked:
 * 'marked' is the no-show itself, 'contested' the cleaner's contest; `by` -1 takes them back (a
 * no-show support withdraws).
 */
export function noShowEvents(
  n: { hostUserId: string; cleanerUserId: string; markedAt: Date },
  what: 'marked' | 'contested',
  by: 1 | -1,
) {
  const at = n.markedAt;
  return what === 'marked'
    ? [
        { userId: n.cleanerUserId, event: 'no_show' as const, at, count: by },
        { userId: n.hostUserId, event: 'no_show_marked' as const, at, count: by },
      ]
    : [
        { userId: n.cleanerUserId, event: 'no_show_contested' as const, at, count: by },
        { userId: n.hostUserId, event: 'no_show_contested_against' as const, at, count: by },
      ];
}
