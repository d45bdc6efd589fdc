// The private calendar-app feeds (issue 16): a cleaner's whole schedule, or one job for its host,
// as .ics behind an unguessable token that can be reset.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { messagesFor } from '@core/messages/catalog';
import { placeName } from '@core/places';
import { turnoverPay, turnoverWindow } from '@core/turnover-text';
import { PAST_TURNOVER_DAYS } from '@core/turnovers';
import type { Queryable, Tx } from '../../db/client';
import { calendarFeed, job, turnover } from '../../db/schema';
import { userLocale } from '../../i18n/locale';
import { buildTurnoverFeed, type TurnoverFeedItem } from '../../calendars/ics-feed';
import { hostOwnsJob } from './policy';
import { ownJob } from './reads';
import { DAY_MS, selectRows } from './views';

const newToken = () => randomBytes(24).toString('base64url');
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/feeds/${token}.ics`;
/** What a feed path's file name must look like; anything else is an unknown feed. */
export const FEED_FILE = /^([A-Za-z0-9_-]{32})\.ics$/;

const liveFeed = (userId: string, jobId: string | null) =>
  and(
    eq(calendarFeed.userId, userId),
    jobId ? eq(calendarFeed.jobId, jobId) : isNull(calendarFeed.jobId),
    isNull(calendarFeed.revokedAt),
  );

/** The user's live feed token (the cleaner's whole schedule, or one job for its host), made on first use. */
export async function feedToken(tx: Tx, userId: string, jobId: string | null): Promise<string> {
  const [existing] = await tx
    .select({ token: calendarFeed.token })
    .from(calendarFeed)
    .where(liveFeed(userId, jobId))
    .limit(1);
  if (existing) return existing.token;
  // Two first visits at once: the live-feed unique index keeps one; both answer with it.
  await tx.insert(calendarFeed).values({ userId, jobId, token: newToken() }).onConflictDoNothing();
  const [made] = await tx
    .select({ token: calendarFeed.token })
    .from(calendarFeed)
    .where(liveFeed(userId, jobId))
    .limit(1);
  return made!.token;
}

/** 'Reset link': the old token stops working at once; a new one replaces it. */
export async function resetFeedToken(tx: Tx, userId: string, jobId: string | null): Promise<string> {
  await tx
    .update(calendarFeed)
    .set({ revokedAt: sql`now()` })
    .where(liveFeed(userId, jobId));
  const token = newToken();
  await tx.insert(calendarFeed).values({ userId, jobId, token });
  return token;
}

export async function hostFeedToken(tx: Tx, hostUserId: string, jobId: string, reset: boolean): Promise<string> {
  await ownJob(tx, hostUserId, jobId, true);
  return reset ? resetFeedToken(tx, hostUserId, jobId) : feedToken(tx, hostUserId, jobId);
}

/**
 * The .ics text of a live feed, or null for an unknown or revoked token (or a job its host no
 * longer has). Upcoming and the last 30 days' turnovers, cancelled ones included (STATUS:CANCELLED).
 */
export async function feedByToken(q: Queryable, token: string, now = new Date()): Promise<string | null> {
  const [feed] = await q
    .select()
    .from(calendarFeed)
    .where(and(eq(calendarFeed.token, token), isNull(calendarFeed.revokedAt)))
    .limit(1);
  if (!feed) return null;
  // Issue 41: titles and descriptions in the feed owner's language (as stored when it is fetched).
  const locale = await userLocale(q, feed.userId);
  const text = messagesFor(locale).turnoverEmails;
  let where;
  let name: string;
  if (feed.jobId) {
    const [j] = await q.select().from(job).where(hostOwnsJob(feed.userId, feed.jobId)).limit(1);
    if (!j) return null;
    where = eq(turnover.jobId, j.id);
    name = format(text.feed.jobName, { place: placeName(j) });
  } else {
    // A deleted job's turnovers leave the feed (decision 033): its address and notes go with it.
    where = and(eq(turnover.assignedCleanerUserId, feed.userId), eq(job.status, 'active'));
    name = text.feed.cleanerName;
  }
  const rows = await selectRows(q)
    .where(and(where, gt(turnover.endsAt, new Date(now.getTime() - PAST_TURNOVER_DAYS * DAY_MS))))
    .orderBy(asc(turnover.startsAt))
    .limit(2000);
  const items: TurnoverFeedItem[] = rows.map((r) => {
    const place = placeName(r.job);
    const window = turnoverWindow(r, r.job.timeZone, locale);
    return {
      id: r.id,
      start: r.startsAt,
      end: r.endsAt,
      timeZone: r.job.timeZone,
      summary: format(r.sameDay ? text.feed.summarySameDay : text.feed.summary, { place }),
      location: place,
      description: [
        format(text.feed.description, { pay: turnoverPay(r.payment, locale), ...window }),
        ...(r.notes ? [format(text.feed.notes, { notes: r.notes })] : []),
      ].join('\n'),
      cancelled: r.status === 'cancelled',
      updatedAt: r.updatedAt,
    };
  });
  return buildTurnoverFeed({ name, items });
}
