// What the reviews pages read (issue 39). A review is public once its window is published and
// support has not hidden it; before that only its author sees it. A person's public reviews are
// one per reviewer (the newest), with the pair's completed turnovers beside each.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { reviews as text } from '@core/messages/en/reviews';
import { firstNameLastInitial } from '@core/names';
import { placeName } from '@core/places';
import { contestUntil, newestPerAuthor, reviewScore, summarize } from '@core/reviews';
import type {
  PendingReviewsResponse,
  Review,
  ReviewSummary,
  ReviewWindowResponse,
  UserReviewsResponse,
} from '@core/schemas/reviews';
import type { Queryable } from '../../db/client';
import { cleanerProfile, hostProfile, job, noShow, review, reviewWindow, turnover, user } from '../../db/schema';
import { notFound } from '../../errors';
import { ownWindow } from './service';

type ReviewRow = typeof review.$inferSelect;
type Row = {
  review: ReviewRow;
  window: typeof reviewWindow.$inferSelect;
  turnoverDate: string;
  turnoverAt: Date;
  noShowStatement: string | null;
  noShowWithdrawn: Date | null;
};

const visible = and(isNotNull(reviewWindow.publishedAt), isNull(review.hiddenAt));

const rowColumns = {
  review,
  window: reviewWindow,
  turnoverDate: turnover.date,
  turnoverAt: turnover.startsAt,
  noShowStatement: noShow.statement,
  noShowWithdrawn: noShow.withdrawnAt,
};

function selectRows(q: Queryable) {
  return q
    .select(rowColumns)
    .from(review)
    .innerJoin(reviewWindow, eq(reviewWindow.id, review.windowId))
    .innerJoin(turnover, eq(turnover.id, review.turnoverId))
    .leftJoin(
      noShow,
      and(eq(noShow.turnoverId, review.turnoverId), eq(noShow.cleanerUserId, reviewWindow.cleanerUserId)),
    );
}

/** "Ana Alvarez" for each user id, hosts' and cleaners' names alike. */
async function namesOf(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [hosts, cleaners] = await Promise.all([
    q
      .select({ id: hostProfile.userId, firstName: hostProfile.firstName, lastName: hostProfile.lastName })
      .from(hostProfile)
      .where(inArray(hostProfile.userId, unique)),
    q
      .select({ id: cleanerProfile.userId, firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
      .from(cleanerProfile)
      .where(inArray(cleanerProfile.userId, unique)),
  ]);
  return new Map([...hosts, ...cleaners].map((p) => [p.id, firstNameLastInitial(p.firstName, p.lastName)]));
}

/** Completed turnovers of each pair ("host cleaner" keys). */
async function turnoversTogether(
  q: Queryable,
  pairs: readonly { hostUserId: string; cleanerUserId: string }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (pairs.length === 0) return counts;
  const hosts = [...new Set(pairs.map((p) => p.hostUserId))];
  const cleaners = [...new Set(pairs.map((p) => p.cleanerUserId))];
  const rows = await q
    .select({ hostUserId: job.hostUserId, cleanerUserId: turnover.assignedCleanerUserId, n: count() })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(
      and(
        eq(turnover.status, 'completed'),
        inArray(job.hostUserId, hosts),
        inArray(turnover.assignedCleanerUserId, cleaners),
      ),
    )
    .groupBy(job.hostUserId, turnover.assignedCleanerUserId);
  for (const r of rows) counts.set(`${r.hostUserId} ${r.cleanerUserId}`, r.n);
  return counts;
}

function present(row: Row, names: Map<string, string>, together: Map<string, number>): Review {
  const r = row.review;
  const isNoShow = row.window.kind === 'no_show' && !row.noShowWithdrawn;
  return {
    id: r.id,
    direction: r.direction,
    author: { id: r.authorUserId, name: names.get(r.authorUserId) ?? '' },
    subject: { id: r.subjectUserId, name: names.get(r.subjectUserId) ?? '' },
    kind: isNoShow ? 'no_show' : 'completed',
    turnoverDate: row.turnoverDate,
    cleaner:
      r.direction === 'host_to_cleaner'
        ? { quality: r.quality!, punctuality: r.punctuality!, communication: r.communication! }
        : null,
    host:
      r.direction === 'cleaner_to_host'
        ? {
            matchedListing: r.matchedListing!,
            accessWorked: r.accessWorked!,
            checkoutOnTime: r.checkoutOnTime!,
            paidAsAgreed: r.paidAsAgreed!,
            overall: r.overall!,
          }
        : null,
    words: r.words,
    score: Math.round(reviewScore(r) * 10) / 10,
    publishedAt: row.window.publishedAt?.toISOString() ?? null,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    turnoversTogether: together.get(`${row.window.hostUserId} ${row.window.cleanerUserId}`) ?? 0,
    contestStatement: isNoShow ? row.noShowStatement : null,
  };
}

async function presentAll(q: Queryable, rows: Row[]): Promise<Review[]> {
  const names = await namesOf(
    q,
    rows.flatMap((r) => [r.review.authorUserId, r.review.subjectUserId]),
  );
  const together = await turnoversTogether(
    q,
    rows.map((r) => r.window),
  );
  return rows.map((r) => present(r, names, together));
}

/**
 * The caller's window: their review, the other side's once published, the no-show if marked. 404
 * for anyone else. `withUserId`: the other side, when a host has two windows for one turnover.
 */
export async function windowView(
  q: Queryable,
  userId: string,
  turnoverId: string,
  withUserId?: string,
): Promise<ReviewWindowResponse> {
  const [w] = await q
    .select({
      window: reviewWindow,
      date: turnover.date,
      propertyAddress: job.propertyAddress,
      city: job.city,
      state: job.state,
    })
    .from(reviewWindow)
    .innerJoin(turnover, eq(turnover.id, reviewWindow.turnoverId))
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(ownWindow(userId, turnoverId, withUserId))
    .orderBy(desc(reviewWindow.openedAt), desc(reviewWindow.id))
    .limit(1);
  if (!w) throw notFound(text.errors.notFound);
  const role = w.window.hostUserId === userId ? 'host' : 'cleaner';
  const otherId = role === 'host' ? w.window.cleanerUserId : w.window.hostUserId;
  const rows = await selectRows(q).where(eq(review.windowId, w.window.id));
  const shown = await presentAll(q, rows);
  const mine = shown.find((r) => r.author.id === userId) ?? null;
  const published = w.window.publishedAt !== null;
  const theirsRow = rows.find((r) => r.review.authorUserId === otherId);
  // Blind: the other side's review only once the window is published (and not hidden by support).
  const theirs =
    published && theirsRow && !theirsRow.review.hiddenAt ? shown.find((r) => r.author.id === otherId)! : null;
  const [n] = await q
    .select()
    .from(noShow)
    .where(and(eq(noShow.turnoverId, turnoverId), eq(noShow.cleanerUserId, w.window.cleanerUserId)))
    .limit(1);
  const names = await namesOf(q, [otherId]);
  return {
    turnoverId,
    kind: w.window.kind,
    role,
    other: { id: otherId, name: names.get(otherId) ?? '' },
    place: placeName(w),
    turnoverDate: w.date,
    closesAt: w.window.closesAt.toISOString(),
    publishedAt: w.window.publishedAt?.toISOString() ?? null,
    mine,
    theirs,
    noShow:
      n && !n.withdrawnAt
        ? {
            markedAt: n.markedAt.toISOString(),
            contestUntil: contestUntil(n.markedAt).toISOString(),
            statement: n.statement,
            contestedAt: n.contestedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** Stars of several people at once: one query for all their public reviews. */
export async function reviewSummaries(q: Queryable, userIds: readonly string[], now: Date): Promise<ReviewSummary[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await q
    .select({
      subjectUserId: review.subjectUserId,
      authorUserId: review.authorUserId,
      direction: review.direction,
      quality: review.quality,
      punctuality: review.punctuality,
      communication: review.communication,
      overall: review.overall,
      publishedAt: reviewWindow.publishedAt,
      turnoverAt: turnover.startsAt,
    })
    .from(review)
    .innerJoin(reviewWindow, eq(reviewWindow.id, review.windowId))
    .innerJoin(turnover, eq(turnover.id, review.turnoverId))
    .where(and(inArray(review.subjectUserId, ids), visible));
  const bySubject = new Map<string, typeof rows>();
  for (const r of rows) bySubject.set(r.subjectUserId, [...(bySubject.get(r.subjectUserId) ?? []), r]);
  return ids.map((userId) => {
    const mine = (bySubject.get(userId) ?? []).map((r) => ({
      authorUserId: r.authorUserId,
      publishedAt: r.publishedAt!,
      turnoverAt: r.turnoverAt,
      score: reviewScore(r),
    }));
    return { userId, ...summarize(mine, now) };
  });
}

/** A person's public reviews (one per reviewer, the newest), with their summary. */
export async function userReviews(q: Queryable, userId: string, now: Date): Promise<UserReviewsResponse> {
  const [u] = await q
    .select({ id: user.id, host: hostProfile.userId, cleaner: cleanerProfile.userId })
    .from(user)
    .leftJoin(hostProfile, eq(hostProfile.userId, user.id))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!u || (!u.host && !u.cleaner)) throw notFound(text.errors.reviewNotFound);
  const rows = await selectRows(q)
    .where(and(eq(review.subjectUserId, userId), visible))
    .orderBy(desc(reviewWindow.publishedAt));
  const newest = newestPerAuthor(
    rows.map((r) => ({ ...r, authorUserId: r.review.authorUserId, publishedAt: r.window.publishedAt! })),
  );
  const reviews = await presentAll(q, newest);
  const names = await namesOf(q, [userId]);
  const [summary] = await reviewSummaries(q, [userId], now);
  return {
    user: { id: userId, name: names.get(userId) ?? '', role: u.host ? 'host' : 'cleaner' },
    summary: summary!,
    reviews,
  };
}

/** The windows the caller may still write in (open, not yet written by them), soonest closing first. */
export async function pendingReviews(q: Queryable, userId: string, now: Date): Promise<PendingReviewsResponse> {
  const rows = await q
    .select({ window: reviewWindow, date: turnover.date })
    .from(reviewWindow)
    .innerJoin(turnover, eq(turnover.id, reviewWindow.turnoverId))
    .where(
      and(
        or(eq(reviewWindow.hostUserId, userId), eq(reviewWindow.cleanerUserId, userId)),
        isNull(reviewWindow.publishedAt),
        gte(reviewWindow.closesAt, now),
        sql`not exists (select 1 from ${review} where ${review.windowId} = ${reviewWindow.id} and ${review.authorUserId} = ${userId})`,
      ),
    )
    .orderBy(reviewWindow.closesAt)
    .limit(50);
  const otherOf = (w: typeof reviewWindow.$inferSelect) => (w.hostUserId === userId ? w.cleanerUserId : w.hostUserId);
  const names = await namesOf(
    q,
    rows.map((r) => otherOf(r.window)),
  );
  return {
    pending: rows.map((r) => ({
      turnoverId: r.window.turnoverId,
      kind: r.window.kind,
      other: { id: otherOf(r.window), name: names.get(otherOf(r.window)) ?? '' },
      turnoverDate: r.date,
      closesAt: r.window.closesAt.toISOString(),
    })),
  };
}

/** The stars of the hosts of active jobs (the job cards cleaners browse), by job. */
export async function jobHostSummaries(
  q: Queryable,
  jobIds: readonly string[],
  now: Date,
): Promise<{ jobId: string; count: number; average: number | null }[]> {
  if (jobIds.length === 0) return [];
  const jobs = await q
    .select({ id: job.id, hostUserId: job.hostUserId })
    .from(job)
    .where(and(inArray(job.id, [...new Set(jobIds)]), eq(job.status, 'active')));
  const summaries = new Map(
    (
      await reviewSummaries(
        q,
        jobs.map((j) => j.hostUserId),
        now,
      )
    ).map((s) => [s.userId, s]),
  );
  return jobs.map((j) => ({
    jobId: j.id,
    count: summaries.get(j.hostUserId)!.count,
    average: summaries.get(j.hostUserId)!.average,
  }));
}
