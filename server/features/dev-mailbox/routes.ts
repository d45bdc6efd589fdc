// Development only: the emails the outbox holds, for /dev/mailbox. Never registered in production.
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MailboxResponse } from '@core/schemas/system';
import { outboxEmail } from '../../db/schema';

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', {
    schema: {
      tags: ['development'],
      summary: 'Latest emails in the outbox (not in production)',
      response: { 200: MailboxResponse },
    },
    handler: async () => {
      const rows = await app.ctx.db.select().from(outboxEmail).orderBy(desc(outboxEmail.createdAt)).limit(100);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.text,
          html: m.html,
          kind: m.kind,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  });
};
