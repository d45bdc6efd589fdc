// Messages' API (issue 40): a person's conversations, opening one, its pages, sending, 'seen', email
// choices, blocking and reporting. Everything answers only about the caller's own conversations;
// anyone else's (or none) is "not found". Photos are uploaded through the photos feature's route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageEmails as text } from '@core/messages/en/message-emails';
import { ApiError } from '@core/schemas/common';
import {
  ConversationParams,
  ConversationSettingsInput,
  ConversationsResponse,
  MarkSeenInput,
  MarkSeenResponse,
  MessagePreferences,
  MessagesQuery,
  MessagesResponse,
  OpenConversationInput,
  OpenConversationResponse,
  ReportConversationInput,
  SendMessageInput,
  SendMessageResponse,
  UnreadResponse,
} from '@core/schemas/messages';
import { notFound } from '../../errors';
import { requireUser } from '../../http/session';
import { rateLimits } from '../../http/rate-limits';
import { openConversation } from './conversations';
import { conversationPage, conversationSummaries, conversationSummary, unreadTotal } from './reads';
import { reportConversation } from './report';
import { sendMessage } from './send';
import { getMessagePreferences, markSeen, saveMessagePreferences, setBlocked, setConversationEmail } from './state';

const tags = ['messages'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const conversationNotFound = () => notFound(text.errors.conversationNotFound);

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/conversations', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your conversations, newest first, with unread counts',
      response: { 200: ConversationsResponse, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const conversations = await conversationSummaries(db, me.id);
      return { conversations, unreadTotal: await unreadTotal(db, me.id) };
    },
  });

  app.post('/conversations', {
    config: { signedIn: true, rateLimit: rateLimits.conversationOpen },
    schema: {
      tags,
      summary:
        'Opens (or finds) your conversation with the other side of a job or a turnover: a host names the job and the cleaner (or a turnover), a cleaner the job or the turnover',
      body: OpenConversationInput,
      response: { 200: OpenConversationResponse, ...refused, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const id = await db.transaction((tx) => openConversation(tx, me.id, req.body));
      return { conversation: await conversationSummary(db, me.id, id) };
    },
  });

  app.get('/conversations/:id/messages', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A page of a conversation (newest 50; `before` for older ones, `jobId` for one job’s)',
      params: ConversationParams,
      querystring: MessagesQuery,
      response: { 200: MessagesResponse, ...refused },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const page = await conversationPage(db, me.id, req.params.id, req.query);
      if (!page) throw conversationNotFound();
      return page;
    },
  });

  app.post('/conversations/:id/messages', {
    config: { signedIn: true, rateLimit: rateLimits.messageSend },
    schema: {
      tags,
      summary:
        'Sends a message (201; 200 with the first one for a clientKey sent again). 422 `contact_before_hire`, 409 `looks_like_access_code` (send again with sendAccessCode), 403 `blocked`',
      params: ConversationParams,
      body: SendMessageInput,
      response: {
        200: SendMessageResponse,
        201: SendMessageResponse,
        ...refused,
        409: ApiError,
        422: ApiError,
        429: ApiError,
      },
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      const result = await db.transaction((tx) =>
        sendMessage(tx, {
          userId: me.id,
          conversationId: req.params.id,
          message: req.body,
          now: app.ctx.clock.now(),
        }),
      );
      return reply.code(result.created ? 201 : 200).send({ message: result.message });
    },
  });

  app.post('/conversations/:id/read', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Marks everything up to a message as seen (the other side sees ‘Seen’)',
      params: ConversationParams,
      body: MarkSeenInput,
      response: { 200: MarkSeenResponse, ...refused },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await db.transaction((tx) =>
        markSeen(tx, { userId: me.id, conversationId: req.params.id, upTo: req.body.upTo, now: app.ctx.clock.now() }),
      );
      return { unreadTotal: await unreadTotal(db, me.id) };
    },
  });

  app.put('/conversations/:id/settings', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your choices for one conversation: an email when a message stays unread 15 minutes',
      params: ConversationParams,
      body: ConversationSettingsInput,
      response: { 200: OpenConversationResponse, ...refused },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await db.transaction((tx) =>
        setConversationEmail(tx, { userId: me.id, conversationId: req.params.id, ...req.body }),
      );
      return { conversation: await conversationSummary(db, me.id, req.params.id) };
    },
  });

  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/conversations/:id/block',
      config: { signedIn: true },
      schema: {
        tags,
        summary: blocked
          ? 'Blocks the other side: no new messages either way (the hire itself is unchanged)'
          : 'Unblocks the other side',
        params: ConversationParams,
        response: { 200: OpenConversationResponse, ...refused },
      },
      handler: async (req) => {
        const me = await requireUser(req);
        await db.transaction((tx) => setBlocked(tx, { userId: me.id, conversationId: req.params.id, blocked }));
        return { conversation: await conversationSummary(db, me.id, req.params.id) };
      },
    });
  }

  app.post('/conversations/:id/report', {
    config: { signedIn: true, rateLimit: rateLimits.conversationReport },
    schema: {
      tags,
      summary: 'Reports a conversation to support, with a reason',
      params: ConversationParams,
      body: ReportConversationInput,
      response: { 204: z.null(), ...refused, 429: ApiError },
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      const { env, mailer } = app.ctx;
      await db.transaction((tx) =>
        reportConversation(
          tx,
          { mailer, appUrl: env.appUrl, supportEmail: env.supportEmail, supportAdmins: env.supportAdminEmails },
          { userId: me.id, conversationId: req.params.id, report: req.body },
        ),
      );
      void mailer.kick();
      return reply.code(204).send(null);
    },
  });

  app.get('/messages/unread', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'How many messages from others you have not seen (the header’s count)',
      response: { 200: UnreadResponse, 401: ApiError },
    },
    handler: async (req) => ({ unreadTotal: await unreadTotal(db, (await requireUser(req)).id) }),
  });

  app.get('/messages/preferences', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your message preferences (off: no email about unread messages for any conversation)',
      response: { 200: MessagePreferences, 401: ApiError },
    },
    handler: async (req) => getMessagePreferences(db, (await requireUser(req)).id),
  });

  app.put('/messages/preferences', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Saves your message preferences',
      body: MessagePreferences,
      response: { 200: MessagePreferences, 400: ApiError, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await db.transaction((tx) => saveMessagePreferences(tx, me.id, req.body));
      return getMessagePreferences(db, me.id);
    },
  });
};
