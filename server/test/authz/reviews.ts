// Issue 39: the reviews routes' calls for the authorization matrix and the fuzz tests. Each call
// gets a fresh window (or no-show) between the caller and a new account outside the world, so the
// other side's name is no marker: own = the caller's, other = two strangers'. A role without a
// host or cleaner profile has no window of its own.
import { eq } from 'drizzle-orm';
import { noShow, reviewWindow } from '../../db/schema';
import { createCleaner, createHost, createJob } from '../factories';
import { completeTurnoverTogether, confirmedTurnover } from '../reviews';
import type { Role, Target } from './matrix';
import type { RouteCall } from './requests';
import type { World } from './world';

const isHost = (role: Role) =>
  role === 'owningHost' || role === 'otherHost' || role === 'freeHost' || role === 'paidHost';
const isCleaner = (role: Role) => role === 'cleaner' || role === 'otherCleaner' || role === 'highlightedCleaner';
const cookieOf = (w: World, role: Role) => w.principals[role].cookie;
const deps = (w: World) => ({ mailer: w.app.ctx.mailer, appUrl: w.app.ctx.env.appUrl });

const cleanerReview = { cleaner: { quality: 5, punctuality: 4, communication: 5 }, words: 'Great work.' };
const hostReview = {
  host: { matchedListing: true, accessWorked: true, checkoutOnTime: true, paidAsAgreed: true, overall: 5 },
};

/** A completed turnover of a host and a cleaner: the caller's (with a stranger) or two strangers'. */
async function windowFor(w: World, role: Role, target: Target) {
  const me = w.principals[role].account;
  const mine = target === 'own' && me && (isHost(role) || isCleaner(role));
  if (target === 'own' && !mine) return null;
  const hostUserId = mine && isHost(role) ? me.userId : (await createHost(w.db)).userId;
  const cleanerUserId = mine && isCleaner(role) ? me.userId : (await createCleaner(w.db)).userId;
  const job = await createJob(w.db, hostUserId);
  const turnoverId = await completeTurnoverTogether(
    w.db,
    { jobId: job.id, cleanerUserId, now: w.app.ctx.clock.now() },
    deps(w),
  );
  return { turnoverId, hostUserId, cleanerUserId };
}

/** A published review of the caller (own) or of a stranger (other), written by the other side. */
async function publishedReviewFor(w: World, role: Role, target: Target) {
  const win = await windowFor(w, role, target);
  if (!win) return null;
  const { review } = await import('../../db/schema');
  const [window] = await w.db
    .select({ id: reviewWindow.id })
    .from(reviewWindow)
    .where(eq(reviewWindow.turnoverId, win.turnoverId));
  const subjectIsCleaner = target === 'own' ? isCleaner(role) : true;
  const [row] = await w.db
    .insert(review)
    .values(
      subjectIsCleaner
        ? {
            windowId: window!.id,
            turnoverId: win.turnoverId,
            direction: 'host_to_cleaner',
            authorUserId: win.hostUserId,
            subjectUserId: win.cleanerUserId,
            ...cleanerReview.cleaner,
          }
        : {
            windowId: window!.id,
            turnoverId: win.turnoverId,
            direction: 'cleaner_to_host',
            authorUserId: win.cleanerUserId,
            subjectUserId: win.hostUserId,
            ...hostReview.host,
          },
    )
    .returning({ id: review.id });
  await w.db.update(reviewWindow).set({ publishedAt: w.app.ctx.clock.now() }).where(eq(reviewWindow.id, window!.id));
  return row!.id;
}

/** A confirmed turnover today: the caller host's own (own) or a stranger host's (other), for a stranger cleaner. */
async function noShowTurnoverFor(w: World, role: Role, target: Target, marked: boolean) {
  const me = w.principals[role].account;
  const hostUserId = target === 'own' && me && isHost(role) ? me.userId : (await createHost(w.db)).userId;
  const cleanerUserId = target === 'own' && me && isCleaner(role) ? me.userId : (await createCleaner(w.db)).userId;
  if (target === 'own' && !(me && (isHost(role) || isCleaner(role)))) return null;
  const job = await createJob(w.db, hostUserId, { state: 'FL', city: 'Miami' });
  const now = w.app.ctx.clock.now();
  const turnoverId = await confirmedTurnover(w.db, {
    jobId: job.id,
    cleanerUserId,
    startsAt: new Date(now.getTime() - 6 * 3_600_000),
  });
  if (marked) {
    await w.db.insert(noShow).values({ turnoverId, hostUserId, cleanerUserId, markedAt: now });
    await w.db.insert(reviewWindow).values({
      turnoverId,
      hostUserId,
      cleanerUserId,
      kind: 'no_show',
      openedAt: now,
      closesAt: new Date(now.getTime() + 14 * 24 * 3_600_000),
    });
  }
  return turnoverId;
}

export const REVIEW_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/reviews/pending': {
    build: async (w, role) => ({ method: 'GET', url: '/api/reviews/pending', cookie: cookieOf(w, role) }),
  },
  'GET /api/reviews/summaries': {
    build: async (w, role) => ({
      method: 'GET',
      url: `/api/reviews/summaries?ids=${(await createCleaner(w.db)).userId}`,
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/reviews/job-hosts': {
    build: async (w, role) => ({
      method: 'GET',
      url: `/api/reviews/job-hosts?ids=${w.jobOf.owningHost!}`,
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/reviews/users/:userId': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const me = w.principals[role].account;
      const id = target === 'own' ? me?.userId : (await createHost(w.db)).userId;
      if (!id) return null;
      return { method: 'GET', url: `/api/reviews/users/${id}`, cookie: cookieOf(w, role) };
    },
  },
  'GET /api/reviews/turnovers/:turnoverId': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const win = await windowFor(w, role, target);
      if (!win) return null;
      return { method: 'GET', url: `/api/reviews/turnovers/${win.turnoverId}`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/reviews/turnovers/:turnoverId': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const win = await windowFor(w, role, target);
      if (!win) return null;
      return {
        method: 'POST',
        url: `/api/reviews/turnovers/${win.turnoverId}`,
        body: isCleaner(role) ? hostReview : cleanerReview,
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/reviews/items/:reviewId/reply': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await publishedReviewFor(w, role, target);
      if (!id) return null;
      return {
        method: 'POST',
        url: `/api/reviews/items/${id}/reply`,
        body: { text: 'Thank you!' },
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/reviews/items/:reviewId/report': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await publishedReviewFor(w, role, target);
      if (!id) return null;
      return {
        method: 'POST',
        url: `/api/reviews/items/${id}/report`,
        body: { reason: 'private_data', details: 'Names my street.' },
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/reviews/turnovers/:turnoverId/no-show': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await noShowTurnoverFor(w, role, target, false);
      if (!id) return null;
      return { method: 'POST', url: `/api/reviews/turnovers/${id}/no-show`, body: {}, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/reviews/turnovers/:turnoverId/no-show/contest': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await noShowTurnoverFor(w, role, target, true);
      if (!id) return null;
      return {
        method: 'POST',
        url: `/api/reviews/turnovers/${id}/no-show/contest`,
        body: { statement: 'I was there at eleven.' },
        cookie: cookieOf(w, role),
      };
    },
  },
};
