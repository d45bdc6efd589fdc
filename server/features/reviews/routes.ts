// The reviews API (issue 39): a person's review window after a turnover (theirs, and the other
// side's once published), writing in it, the public reviews and stars of a person, a reply, a
// report, and the host's no-show mark with the cleaner's contest. Signed-in hosts and cleaners
// only; a window or no-show answers only to its pair (anyone else: not found).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import {
  ContestNoShowInput,
  JobHostSummariesResponse,
  OkResponse,
  PendingReviewsResponse,
  ReplyInput,
  ReportReviewInput,
  ReviewParams,
  ReviewWindowResponse,
  SummariesQuery,
  SummariesResponse,
  TurnoverReviewParams,
  TurnoverReviewQuery,
  UserReviewsParams,
  UserReviewsResponse,
  WriteReviewInput,
} from '@core/schemas/reviews';
import { requireCleaner, requireHost, requireUser } from '../../http/session';
import { rateLimits } from '../../http/rate-limits';
import { jobHostSummaries, pendingReviews, reviewSummaries, userReviews, windowView } from './reads';
import { contestNoShow, fileReviewReport, markNoShow, replyToReview, writeReview } from './service';

const tags = ['reviews'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const now = () => app.ctx.clock.now();
  const mail = () => ({ mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl });

  app.get('/reviews/pending', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The review windows you may still write in',
      response: { 200: PendingReviewsResponse, 401: ApiError },
    },
    handler: async (req) => pendingReviews(db, (await requireUser(req)).id, now()),
  });

  app.get('/reviews/summaries', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The stars of up to 200 people: count of public reviews and the 12-month average (null: "New")',
      querystring: SummariesQuery,
      response: { 200: SummariesResponse, 400: ApiError, 401: ApiError },
    },
    handler: async (req) => {
      await requireUser(req);
      return { summaries: await reviewSummaries(db, req.query.ids, now()) };
    },
  });

  app.get('/reviews/job-hosts', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The stars of the hosts of up to 200 active jobs, by job (the job cards cleaners browse)',
      querystring: SummariesQuery,
      response: { 200: JobHostSummariesResponse, 400: ApiError, 401: ApiError },
    },
    handler: async (req) => {
      await requireUser(req);
      return { summaries: await jobHostSummaries(db, req.query.ids, now()) };
    },
  });

  app.get('/reviews/users/:userId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A person’s public reviews: one per reviewer, the newest, with replies',
      params: UserReviewsParams,
      response: { 200: UserReviewsResponse, ...refused },
    },
    handler: async (req) => {
      await requireUser(req);
      return userReviews(db, req.params.userId, now());
    },
  });

  app.get('/reviews/turnovers/:turnoverId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your review window for a turnover: your review, and the other side’s once both are published',
      params: TurnoverReviewParams,
      querystring: TurnoverReviewQuery,
      response: { 200: ReviewWindowResponse, ...refused },
    },
    handler: async (req) => windowView(db, (await requireUser(req)).id, req.params.turnoverId, req.query.with),
  });

  app.post('/reviews/turnovers/:turnoverId', {
    config: { signedIn: true, rateLimit: rateLimits.reviewWrite },
    schema: {
      tags,
      summary:
        'Writes your review (a host sends `cleaner`, a cleaner `host`); 409 once published, closed or already written',
      params: TurnoverReviewParams,
      querystring: TurnoverReviewQuery,
      body: WriteReviewInput,
      response: { 200: ReviewWindowResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const withUserId = req.query.with;
      await db.transaction((tx) =>
        writeReview(tx, { userId: me.id, turnoverId: req.params.turnoverId, withUserId, review: req.body }, now()),
      );
      return windowView(db, me.id, req.params.turnoverId, withUserId);
    },
  });

  app.post('/reviews/items/:reviewId/reply', {
    config: { signedIn: true, rateLimit: rateLimits.reviewWrite },
    schema: {
      tags,
      summary: 'The reviewed person’s one public reply (500 characters)',
      params: ReviewParams,
      body: ReplyInput,
      response: { 200: OkResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await db.transaction((tx) =>
        replyToReview(tx, { userId: me.id, reviewId: req.params.reviewId, text: req.body.text }, now()),
      );
      return { ok: true as const };
    },
  });

  app.post('/reviews/items/:reviewId/report', {
    config: { signedIn: true, rateLimit: rateLimits.reviewReport },
    schema: {
      tags,
      summary:
        'The reviewed person reports a published review of them for a policy breach (to the support queue); once',
      params: ReviewParams,
      body: ReportReviewInput,
      response: { 200: OkResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await db.transaction((tx) =>
        fileReviewReport(tx, { userId: me.id, reviewId: req.params.reviewId, report: req.body }, now()),
      );
      return { ok: true as const };
    },
  });

  app.post('/reviews/turnovers/:turnoverId/no-show', {
    config: { signedIn: true, rateLimit: rateLimits.reviewWrite },
    schema: {
      tags,
      summary:
        'The host marks a confirmed turnover a no-show (from its day until 48 hours after its window); a labelled review opens',
      params: TurnoverReviewParams,
      response: { 200: ReviewWindowResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await db.transaction((tx) =>
        markNoShow(tx, { hostUserId: host.id, turnoverId: req.params.turnoverId }, mail(), now()),
      );
      void app.ctx.mailer.kick();
      return windowView(db, host.id, req.params.turnoverId);
    },
  });

  app.post('/reviews/turnovers/:turnoverId/no-show/contest', {
    config: { signedIn: true, rateLimit: rateLimits.reviewReport },
    schema: {
      tags,
      summary: 'The cleaner contests a no-show within 48 hours with a short statement (to the support queue)',
      params: TurnoverReviewParams,
      body: ContestNoShowInput,
      response: { 200: ReviewWindowResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      await db.transaction((tx) =>
        contestNoShow(
          tx,
          { cleanerUserId: cleaner.id, turnoverId: req.params.turnoverId, statement: req.body.statement },
          now(),
        ),
      );
      return windowView(db, cleaner.id, req.params.turnoverId);
    },
  });
};
