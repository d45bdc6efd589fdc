// The notification bell's API: the list, read marks, and a server-sent event stream of new ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import {
  MarkReadResponse,
  NOTIFICATION_EVENT,
  NotificationIdParams,
  NotificationsResponse,
  type StreamedNotification,
} from '@core/schemas/notifications';
import { AppError, unauthorized } from '../../errors';
import { requireSession, requireUser } from '../../http/session';
import {
  countUnread,
  formatCursor,
  headCursor,
  listNotifications,
  listNotificationsAfter,
  markAllNotificationsRead,
  markNotificationRead,
  parseCursor,
  type Cursor,
} from './service';

const tags = ['notifications'];
/** A comment line this often keeps proxies and browsers from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notifications', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The signed-in user's newest notifications (up to 50) and their unread count",
      response: { 200: NotificationsResponse, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      return listNotifications(app.ctx.db, me.id);
    },
  });

  app.post('/notifications/:id/read', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Marks one of your notifications read (404 for anyone else’s)',
      params: NotificationIdParams,
      response: { 200: MarkReadResponse, 400: ApiError, 401: ApiError, 404: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      if (!(await markNotificationRead(app.ctx.db, me.id, req.params.id)))
        throw new AppError('NOT_FOUND', errors.notFound);
      return { unreadCount: await countUnread(app.ctx.db, me.id) };
    },
  });

  app.post('/notifications/read-all', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Marks all your unread notifications read',
      response: { 200: MarkReadResponse, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await markAllNotificationsRead(app.ctx.db, me.id);
      return { unreadCount: 0 };
    },
  });

  app.get('/notifications/stream', {
    // An open stream is one long request: the rate limit must not count or cut it.
    config: { signedIn: true, rateLimit: false },
    schema: {
      tags,
      summary:
        'Server-sent events: `notification` events (data: a notification) as they are created, each with an `id:` to resume from; ' +
        '`message` (a new message in one of your conversations: StreamedMessage) and `message_seen` (the other side saw your messages: StreamedSeen), without an id. ' +
        'Send Last-Event-ID (or ?since=) to receive first what was missed; a `ready` event carries the current position. ' +
        'The stream ends when its session ends (sign-out, password reset, expiry) and when the same user opens too many; ' +
        'too many open streams from one address answer 429.',
      querystring: z.object({ since: z.string().max(100).optional() }),
      response: {
        200: {
          description: 'The event stream (text/event-stream), open until the session ends.',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        401: ApiError,
        429: ApiError,
      },
    },
    handler: async (req, reply) => {
      const { user: me, sessionId } = await requireSession(req);
      const { db, realtime } = app.ctx;
      const resumeFrom = parseCursor((req.headers['last-event-id'] as string | undefined) ?? req.query.since);

      // Bound to its session: revoking the session, or the user's newer streams beyond the cap, end it.
      const slot = realtime.openStream({ userId: me.id, sessionId, address: req.ip, end: () => end() });
      if (!slot.ok) {
        if (slot.reason === 'session-ended') throw unauthorized();
        req.log.warn({ address: req.ip }, 'notification stream refused: too many open streams from this address');
        throw new AppError('RATE_LIMITED', errors.tooManyStreams);
      }
      const release = slot.release;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      res.write(`retry: ${RETRY_MS}\n\n`);

      let closed = false;
      const sent = new Set<string>();
      let cursor = resumeFrom;
      const send = (e: StreamedNotification) => {
        if (closed || sent.has(e.notification.id)) return;
        sent.add(e.notification.id);
        if (sent.size > 1000) sent.delete(sent.values().next().value!);
        const parsed = parseCursor(e.cursor);
        if (parsed && (!cursor || compareCursor(parsed, cursor) > 0)) cursor = parsed;
        res.write(`id: ${e.cursor}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(e.notification)}\n\n`);
      };

      // Live events wait in `queue` while the missed ones are read, so none is lost or reordered.
      let queue: StreamedNotification[] | null = [];
      let catchingUp: Promise<void> = Promise.resolve();
      const catchUp = () =>
        (catchingUp = catchingUp.then(async () => {
          if (closed || !cursor) return;
          try {
            for (const e of await listNotificationsAfter(db, me.id, cursor)) send(e);
          } catch (err) {
            req.log.error({ err }, 'notification stream: catch-up failed');
          }
        }));
      // Issue 40: a message or a 'seen' goes out as it comes, without an id (a reconnecting page
      // reads its conversations again; only notifications are caught up from the cursor).
      const sendOther = (name: string, data: unknown) => {
        if (!closed) res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const unsubscribe = realtime.subscribe(me.id, (event) => {
        if (event.kind === 'resync') return void catchUp();
        if (event.event.name !== 'notification') return sendOther(event.event.name, event.event.data);
        if (queue) queue.push(event.event.data);
        else send(event.event.data);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        release();
        res.end();
      }
      req.raw.on('close', end);
      res.on('error', end);

      try {
        if (resumeFrom) await catchUp();
        else cursor = parseCursor(await headCursor(db, me.id));
        for (const e of queue) send(e);
        queue = null;
        if (!closed) res.write(`${cursor ? `id: ${formatCursor(cursor)}\n` : ''}event: ready\ndata: {}\n\n`);
      } catch (err) {
        req.log.error({ err }, 'notification stream: could not start');
        end();
      }
    },
  });
};

function compareCursor(a: Cursor, b: Cursor): number {
  const am = BigInt(a.micros);
  const bm = BigInt(b.micros);
  if (am !== bm) return am > bm ? 1 : -1;
  return a.id === b.id ? 0 : a.id > b.id ? 1 : -1;
}
