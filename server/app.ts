// Builds the Fastify application from its plugins and features. main.ts and the tests both use it.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { RENDER_HEADER } from '@core/prerender';
import { TRANSPORT_ERROR_CODES, type ErrorCode, type TransportErrorCode } from '@core/errors';
import { errors as text } from '@core/messages/en/errors';
import { createAuth } from './auth/auth';
import { createPasswordWork, PasswordWorkBusy, type PasswordWorkOptions } from './auth/password-work';
import { upgradeSessionCookies } from './auth/secret-rotation';
import { createSessionCache, SESSION_CACHE_MS } from './auth/session-cache';
import { createBilling } from './billing';
import { createDevClock, realClock } from './clock';
import { ownAddresses } from './calendars/own-address';
import type { CalendarLookup } from './calendars/safe-fetch';
import type { Database } from './db/client';
import { createDbListener } from './db/listener';
import { createMailer } from './email/mailer';
import { createPushSender, manifestRoutes, pushRoutes } from './features/push';
import { passwordResetEmail } from './email/templates';
import type { Env } from './env';
import { AppError } from './errors';
import { DEFAULT_LOCALE } from '@core/locale';
import { localeOfAddress } from './i18n/locale';
import { acceptedLocale, requestLocale } from './http/request-locale';
import { translateFields, translateText } from './i18n/translate';
import { applicantRoutes } from './features/applicants/routes';
import { applicationRoutes } from './features/applications/routes';
import { billingRoutes } from './features/billing/routes';
import { browseRoutes } from './features/browse/routes';
import { calculatorRoutes } from './features/calculator/routes';
import { calendarRoutes } from './features/calendars/routes';
import { createCalendarSync } from './features/calendars/scheduler';
import type { SyncDeps } from './features/calendars/sync';
import { cleanerProfileRoutes } from './features/cleaner-profile/routes';
import { devClockRoutes } from './features/dev-clock/routes';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { hostProfileRoutes } from './features/host-profile/routes';
import { jobRoutes } from './features/jobs/routes';
import { pauseExtraPostings } from './features/jobs';
import { createNotificationPublisher } from './features/notifications/publisher';
import { notificationRoutes } from './features/notifications/routes';
import { findStreamedNotification } from './features/notifications/service';
import { payRoutes } from './features/pay';
import { reviewRoutes, reviewSupportSubjects, runReviewWindowClose } from './features/reviews';
import { runReliabilityRefresh } from './features/reliability';
import { conversationSupportSubject, loadMessageEvent, messageRoutes, runAwayEmail } from './features/messages';
import { supportRoutes, type SupportSubjects } from './features/support';
import type { StreamEvent } from './realtime/events';
import { offerLinkRoutes } from './features/offer-links/routes';

import { photoRoutes } from './features/photos/routes';
import { playbookRoutes } from './features/playbook/routes';
import { turnoverRunRoutes } from './features/turnover-runs/routes';
import { passwordRoutes } from './features/password/routes';
import { registrationRoutes } from './features/registrations/routes';
import { sessionRoutes } from './features/session/routes';
import { systemRoutes } from './features/system/routes';
import { openTurnoverRoutes } from './features/open-turnovers/routes';
import { teamRoutes } from './features/team/routes';
import { turnoverFeedRoutes, turnoverRoutes } from './features/turnovers/routes';
import type { AppContext } from './http/context';
import { isApiRequest } from './http/api-request';
import { isDevToolRoute, mayUseDevTools } from './http/dev-tools';
import { hasSessionCookie, loadPageChooser, pageRequestLocale } from './http/prerendered-pages';
import { loadSignedInPages, type ReadAs } from './http/server-rendered-pages';
import { publicConfig } from './features/system/public-config';
import { createReadiness, watchedWorkers } from './http/readiness';
import { clientErrorHandler, frameworkErrors, refuseUnstorableText } from './http/input-guard';
import { documentRoutes, openapiOptions } from './http/openapi';
import { isTrustedOrigin } from './http/origin';
import { RateLimitedError, rateLimiting } from './http/rate-limits';
import type { RateLimitStoreOptions } from './http/rate-limit-store';
import { securityHeaders } from './http/security-headers';
import { createMetrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/routes';
import { refuseWithoutSession } from './http/session';
import { createRealtimeHub, type StreamLimits } from './realtime/hub';
import { createFileStore, type FileStore } from './storage/file-store';
import { createPhotoJanitor } from './storage/photo-janitor';
import { uploadTempDir } from './photos/temp-uploads';
import { createWorkHandlers, type WorkHandlerDeps } from './features/turnovers/work-handlers';
import { createWorkRunner, type WorkHandlers } from './work/runner';
import { runtimeFiles } from './runtime-files';
import type { Service } from './lib/worker';

/** Every kind of scheduled work: the turnovers' and (issue 40) the messages' away email. */
function allWorkHandlers(deps: WorkHandlerDeps): WorkHandlers {
  const mail = { mailer: deps.mailer, appUrl: deps.env.appUrl };
  return {
    ...createWorkHandlers(deps),
    'message-email': (tx, item, now) => runAwayEmail(tx, item, now, mail),
    // Issue 39: a review window's 14 days are over.
    'review-window-close': runReviewWindowClose,
    // Issue 39: the reliability records' recent rows at each month start.
    'reliability-refresh': runReliabilityRefresh,
  };
}

/** The built web app (dist/web): served when it exists. */
export const webDistDir = runtimeFiles.webDist;

export type BuildOptions = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** How often the email worker looks for due messages (tests use a short interval). */
  mailPollMs?: number;
  /** How often the push sender looks for queued pushes (default 5 s). */
  pushPollMs?: number;
  /** How often held-back notifications are published (default 10 s; browser tests use a short interval). */
  notificationPublishMs?: number;
  /**
   * Client addresses exempt from rate limits. Only the browser-test server sets it: its fixtures
   * sign up dozens of accounts from 127.0.0.1. The limits themselves are covered by API tests.
   */
  rateLimitExempt?: string[];
  /**
   * Where rate-limit counters are kept; default: REDIS_URL's Redis, else the app's PostgreSQL pool,
   * else (PGlite) memory. Tests pass a key namespace of their own, or a store that does not answer.
   */
  rateLimitStore?: RateLimitStoreOptions;
  /** How many password hashes run at once and how long one may wait (server/auth/password-work.ts). */
  passwordWork?: PasswordWorkOptions;
  /** How long a session lookup is kept in this process (default 30 s; 0 keeps none). */
  sessionCacheMs?: number;
  /** Caps on open event streams and how often their sessions are checked (tests shorten them). */
  streams?: Partial<StreamLimits>;
  /**
   * The booking calendar sync worker: how often it looks for due calendars (default 30 s), how many
   * it syncs at once, and the name resolution its fetches use (tests pin every name to loopback, so
   * nothing leaves the machine; production resolves with the system).
   */
  calendarSync?: {
    pollMs?: number;
    concurrency?: number;
    batch?: number;
    lookup?: CalendarLookup;
    fetchTimeoutMs?: number;
    parse?: SyncDeps['parse'];
  };
  /**
   * The scheduled-work runner: the longest it sleeps between passes (default 5 s; it also wakes at
   * the next due time, on new work and on a clock move), and, for tests of the runner itself,
   * other handlers than features/turnovers/work-handlers.ts's.
   */
  work?: { pollMs?: number; handlers?: (deps: WorkHandlerDeps) => WorkHandlers };
  /** Where uploaded files go (default: from the environment, server/storage); tests may pass another. */
  files?: FileStore;
  /** Issue 39: more kinds of support case than the app's own (tests register a kind of their own). */
  supportSubjects?: SupportSubjects;
};

export async function buildApp(options: BuildOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.logLevel },
    // A client's x-request-id is kept only when it is a plain token (it goes into logs and headers).
    requestIdHeader: false,
    genReqId: (raw) => requestIdOf(raw.headers['x-request-id']),
    // Only the configured proxies (TRUST_PROXY; this machine by default) name the client in
    // X-Forwarded-For and the host and scheme in X-Forwarded-Host/-Proto; what any other peer writes
    // there is ignored (it would dodge every rate limit). Fastify refuses a bare hop count.
    trustProxy: env.trustProxy,
    bodyLimit: 256 * 1024,
    // While shutting down, a request arriving on an open keep-alive connection is still served (with
    // `Connection: close`, so the client reconnects elsewhere) instead of refused with a 503, which a
    // client cannot safely retry for a POST.
    return503OnClosing: false,
    // Errors from the router and the HTTP parser leave in the standard error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({
    db: database.db,
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    log: app.log,
    pollMs: options.mailPollMs,
    forgetDeliveredLinks: env.isProduction,
  });
  // What the realtime hub, the clock and the scheduled-work runner hear from other processes (one connection for all).
  const listener = createDbListener({ database, log: app.log });
  // Session lookups kept briefly per process (issue 19), forgotten the moment a session ends anywhere.
  const sessionCache = createSessionCache({
    ttlMs: options.sessionCacheMs ?? SESSION_CACHE_MS,
    listening: () => realtime.listening(),
  });
  const realtime = createRealtimeHub<StreamEvent>({
    database,
    listener,
    log: app.log,
    limits: options.streams,
    // A notification (no kind), or since issue 40 a message or a 'seen' (the messages feature's loader).
    loadEvent: async (userId, id, kind) => {
      if (kind) return loadMessageEvent(database.db, userId, id, kind);
      const data = await findStreamedNotification(database.db, userId, id);
      return data ? { name: 'notification', data } : null;
    },
    onSessionEnded: (sessionId) => sessionCache.dropSession(sessionId),
    onListenerLost: () => sessionCache.clear(),
  });
  // Password hashing, bounded (issue 19): a burst of sign-ins gets 'busy, retry in N s' rather than a long wait.
  const passwordWork = createPasswordWork(options.passwordWork);
  const auth = createAuth({
    log: app.log,
    db: database.db,
    passwordWork,
    appUrl: env.appUrl,
    secret: env.authSecret,
    secureCookies: env.isProduction,
    hooks: {
      sendResetPassword: async ({ email, name, token }) => {
        const link = `${env.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Issue 41: in the account's stored language.
        const locale = (await localeOfAddress(database.db, email)) ?? DEFAULT_LOCALE;
        await mailer.enqueue(database.db, {
          to: email,
          kind: 'reset-password',
          ...passwordResetEmail({ locale, appUrl: env.appUrl, name, link }),
        });
      },
      sessionEnded: (sessionId) => realtime.sessionEnded(sessionId),
    },
  });
  // Issue 38: queued pushes go out from here, never from a request.
  const pushSender = createPushSender({
    db: database.db,
    vapid: env.vapid,
    log: app.log,
    pollMs: options.pushPollMs,
    isProduction: env.isProduction,
  });
  const notificationPublisher = createNotificationPublisher({
    db: database.db,
    log: app.log,
    intervalMs: options.notificationPublishMs,
  });
  // Real time in production; elsewhere the development clock every process shares (server/clock.ts).
  const clock = env.isProduction ? realClock() : createDevClock({ db: database.db, listener, log: app.log });
  const billing = createBilling({
    env,
    db: database.db,
    mailer,
    clock,
    log: app.log,
    planChanged: (q, userId) => pauseExtraPostings(q, userId, { mailer, appUrl: env.appUrl }),
  });
  const workDeps: WorkHandlerDeps = { env, mailer, clock, log: app.log };
  const work = createWorkRunner({
    db: database.db,
    clock,
    listener,
    log: app.log,
    pollMs: options.work?.pollMs,
    handlers: (options.work?.handlers ?? allWorkHandlers)(workDeps),
  });
  const calendarSync = createCalendarSync({
    db: database.db,
    mailer,
    log: app.log,
    appUrl: env.appUrl,
    authSecret: env.authSecret,
    clock,
    syncMinutes: env.calendarSyncMinutes,
    allow: env.calendarFetchAllow,
    // A calendar link never reaches the app itself (its /metrics, /api/dev/*), allow-listed or not.
    self: () => ownAddresses({ host: env.host, port: env.port }, app.server),
    ...options.calendarSync,
  });
  const files = options.files ?? createFileStore(env);
  // Deletes stored files whose photo rows went, and applies photo retention (issue 18).
  const photoJanitor = createPhotoJanitor({
    db: database.db,
    files,
    clock,
    retentionMonths: env.photoRetentionMonths,
    tmpDir: uploadTempDir(env.dataDir),
    log: app.log.child({ worker: 'photo-janitor' }),
  });
  // Everything that runs in the background, in the order it starts: what a worker uses starts
  // before it (the clock's offset is read before anything that tells the time runs), and all stop
  // in reverse. Each background worker is a server/lib/worker.ts worker; readiness watches some.
  const services: Service[] = [
    listener,
    clock,
    mailer.worker,
    realtime,
    notificationPublisher,
    pushSender,
    billing.worker,
    photoJanitor.worker,
    calendarSync.worker,
    work.worker,
  ];
  const readiness = createReadiness({ db: database.db, log: app.log, workers: watchedWorkers(services) });
  const metrics = createMetrics({ db: database.db, clock, log: app.log, openStreams: realtime.streamCount });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    auth,
    passwordWork,
    mailer,
    realtime,
    billing,
    clock,
    work,
    files,
    photoJanitor,
    sessionCache,
    readiness,
    pushSender,
    notificationPublisher,
  };
  app.decorate('ctx', ctx);
  // First of all hooks, so that even a request refused by the origin check or a rate limit gets them.
  await app.register(fastifyHelmet, securityHeaders(env));
  // Before anything reads the session: a cookie signed with an earlier AUTH_SECRET is re-signed here.
  upgradeSessionCookies(app, { auth, secret: env.authSecret, previousSecrets: env.previousAuthSecrets });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // The app's time (moved by the development clock outside production): the pages count
    // "answer within 25 min" and "5 minutes ago" against it, not the device's clock.
    if (isApiRequest(req)) reply.header('x-app-now', String(clock.now().getTime()));
  });

  // State-changing API calls must come from our own pages (CSRF defence on top of SameSite=Lax).
  app.addHook('onRequest', async (req) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || !isApiRequest(req)) return;
    if (req.routeOptions.config?.skipOriginCheck) return;
    if (!isTrustedOrigin(req, env.appUrl)) {
      req.log.warn({ origin: req.headers.origin, referer: req.headers.referer }, 'request refused: untrusted origin');
      throw new AppError('BAD_ORIGIN', text.badOrigin);
    }
  });

  // Development tools answer only who may use them; anyone else gets the 404 of an unknown route.
  app.addHook('onRequest', async (req) => {
    if (isDevToolRoute(req) && !mayUseDevTools(req, env.devTools)) {
      req.log.warn(
        { ip: req.ip, remoteAddress: req.socket.remoteAddress },
        'development tool refused: not a local request (DEV_TOOLS)',
      );
      throw new AppError('NOT_FOUND', text.notFound);
    }
  });

  app.addHook('preValidation', refuseUnstorableText);

  app.setErrorHandler(async (err: FastifyError | AppError, req, reply) => {
    // Issue 41: messages in the reader's language (codes never change); a failing lookup answers in
    // the request's Accept-Language rather than fail the error itself.
    const locale = await requestLocale(req).catch(() => acceptedLocale(req));
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError || err instanceof PasswordWorkBusy)
        reply.header('retry-after', String(err.retryAfterSeconds));
      const message = translateText(err.message, locale);
      const fields = err.fields && translateFields(err.fields, locale);
      return reply.code(err.status).send({ error: { code: err.code, message, ...(fields && { fields }) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? text.validation;
      }
      return reply.code(400).send({
        error: {
          code: 'VALIDATION_FAILED' satisfies ErrorCode,
          message: translateText(text.validation, locale),
          fields: translateFields(fields, locale),
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large...: the client's fault, never a 500. The
      // code is one of ours (the OpenAPI document lists them), never a library's internal name.
      const code: TransportErrorCode = (TRANSPORT_ERROR_CODES as readonly string[]).includes(err.code)
        ? (err.code as TransportErrorCode)
        : 'BAD_REQUEST';
      return reply.code(status).send({ error: { code, message: err.message } });
    }
    req.log.error({ err, method: req.method, url: req.url, userAgent: req.headers['user-agent'] }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'INTERNAL' satisfies ErrorCode, message: translateText(text.internal, locale) } });
  });

  await app.register(fastifyCookie);
  await app.register(rateLimiting, {
    exempt: options.rateLimitExempt,
    store: { redisUrl: env.redisUrl, pool: database.pool, ...options.rateLimitStore },
  });
  // Before every route, so its request counter sees them all.
  await app.register(metricsRoutes, { metrics, env });
  // A route that declares `config.signedIn` answers 401 without a session, before its handler (after
  // validation, as the handlers' own checks did); the OpenAPI document reads the same flag.
  app.addHook('preHandler', refuseWithoutSession);
  documentRoutes(app);
  const sessionCookie = (await auth.$context).authCookies.sessionToken.name;
  await app.register(fastifySwagger, openapiOptions({ appUrl: env.appUrl, sessionCookie }));

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(sessionRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordRoutes);
      await api.register(hostProfileRoutes);
      await api.register(jobRoutes);
      await api.register(cleanerProfileRoutes);
      await api.register(browseRoutes);
      await api.register(applicationRoutes);
      await api.register(applicantRoutes);
      await api.register(notificationRoutes);
      await api.register(billingRoutes);
      await api.register(calculatorRoutes);
      await api.register(calendarRoutes, { calendarSync });
      await api.register(turnoverRoutes);
      await api.register(teamRoutes);
      await api.register(openTurnoverRoutes);
      await api.register(offerLinkRoutes);
      await api.register(playbookRoutes);
      await api.register(turnoverRunRoutes);
      await api.register(photoRoutes);
      await api.register(pushRoutes);
      await api.register(messageRoutes);
      await api.register(reviewRoutes);
      await api.register(payRoutes);
      // Issue 39: what each kind of support case is about comes from the feature that owns it.
      await api.register(supportRoutes, {
        subjects: { conversation: conversationSupportSubject, ...reviewSupportSubjects, ...options.supportSubjects },
      });
      if (!env.isProduction) await api.register(devMailboxRoutes);
      if (!env.isProduction) await api.register(devClockRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // Calendar-app feeds (issue 16): public by their secret token, outside /api.
  await app.register(turnoverFeedRoutes);
  // The installable app's manifest (issue 38), its start page chosen by the session.
  await app.register(manifestRoutes);

  // The calendar sync worker is reachable from the app (tests and the bench run a pass on demand).
  const withSync = Object.assign(app, { calendarSync });
  await registerWebApp(withSync);

  app.addHook('onReady', async () => {
    for (const service of services) await service.start();
  });
  // First of all on close: /api/ready answers 503 from here on, so a load balancer drains this process.
  app.addHook('preClose', async () => readiness.beginShutdown());
  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => realtime.closeStreams());
  app.addHook('onClose', async () => {
    for (const service of [...services].reverse()) await service.stop();
  });
  return withSync;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A client-sent request id when it is a plain token (letters, digits, . _ -, up to 64), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Serves the built SPA: a page's HTML for client routes (server/http/prerendered-pages.ts), never for /api, assets or robots.txt. */
async function registerWebApp(app: App) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    // preCompressed: the build writes .br and .gz beside each file (vite.config.ts); sent when accepted.
    // They need no routes of their own (one route per file, made at boot: half the files, about 40 ms).
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      maxAge: 0,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
    // Hashed asset names never change content, so they can be cached for a year.
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/') && reply.statusCode === 200)
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  const choosePage = loadPageChooser(webDistDir, publicConfig(app.ctx), app.ctx.env.appUrl);
  const signedInPages = hasBuild ? loadSignedInPages(webDistDir, publicConfig(app.ctx)) : null;
  /** A page's read answered in-process as the person asking, from their address (their limits, their session). */
  const readAs =
    (req: FastifyRequest): ReadAs =>
    async (apiPath) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api${apiPath}`,
        remoteAddress: req.ip,
        headers: {
          cookie: req.headers.cookie ?? '',
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
          ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
        },
      });
      const headers = new Headers({ 'content-type': String(res.headers['content-type'] ?? 'application/json') });
      const now = res.headers['x-app-now'];
      if (typeof now === 'string') headers.set('x-app-now', now);
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers,
      });
    };
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    const isApi = isApiRequest(req);
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(pathname);
    const inBrowser = req.headers[RENDER_HEADER] === 'browser';
    if (isPage && !inBrowser && signedInPages?.matches(pathname) && hasSessionCookie(req.headers.cookie)) {
      // A cleaner's phone page with its data (decision 049); on any failure, the shell below.
      const page = await signedInPages
        .render(
          req.url,
          readAs(req),
          req.headers['accept-encoding'],
          pageRequestLocale(req.headers.cookie, req.headers['accept-language']),
        )
        .catch((err: unknown) => {
          req.log.error({ err, url: req.url }, 'rendering a signed-in page on the server failed; sent the shell');
          return null;
        });
      if (page) {
        // The person's own data: no cache may keep it.
        reply
          .code(200)
          .header('cache-control', 'private, no-store')
          .header('vary', `Cookie, Accept-Encoding, ${RENDER_HEADER}`);
        if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
        return reply.type('text/html; charset=utf-8').send(page.bytes);
      }
    }
    if (isPage && hasBuild) {
      const page = choosePage(pathname, req.headers.cookie, req.headers['accept-language']);
      // The HTML differs with the session and language cookies (a page not found, with Accept-Language
      // too): caches must keep them apart.
      reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', page.status === 404 ? 'Cookie, Accept-Encoding, Accept-Language' : 'Cookie, Accept-Encoding');
      if ('location' in page) return reply.redirect(page.location + req.url.slice(pathname.length), 302);
      if ('file' in page) return reply.sendFile(page.file);
      const { encoding, bytes } = page.body(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(bytes);
    }
    if (isApi) {
      const locale = await requestLocale(req).catch(() => acceptedLocale(req));
      const message = translateText(text.notFound, locale);
      return reply.code(404).send({ error: { code: 'NOT_FOUND' satisfies ErrorCode, message } });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
