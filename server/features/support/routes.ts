// /api/support/* (issue 39): the open and closed cases, one decision per case, and an account's
// view (find by email, suspend, reinstate). Support admins only (policy.ts); every action needs a
// reason and is logged with who and when.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@core/schemas/common';
import {
  DecideCaseInput,
  SupportAccountInput,
  SupportAccountParams,
  SupportAccountQuery,
  SupportAccountResponse,
  SupportCaseParams,
  SupportCasesQuery,
  SupportCasesResponse,
} from '@core/schemas/support';
import { reinstateAccount, suspendAccount, supportAccount } from './accounts';
import { decideCase, listCases } from './cases';
import { requireSupportAdmin } from './policy';
import type { SupportSubjects } from './subjects';

const tags = ['support'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const supportRoutes: FastifyPluginAsyncZod<{ subjects: SupportSubjects }> = async (app, { subjects }) => {
  const { db } = app.ctx;

  app.get('/support/cases', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Support: the open (oldest first) or closed (newest first) cases',
      querystring: SupportCasesQuery,
      response: { 200: SupportCasesResponse, ...refused },
    },
    handler: async (req) => {
      await requireSupportAdmin(req);
      return { cases: await listCases(db, subjects, req.query.status) };
    },
  });

  app.post('/support/cases/:id/decision', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Support: takes one of a case’s decisions, with a reason (logged); the case closes',
      params: SupportCaseParams,
      body: DecideCaseInput,
      response: { 204: z.null(), ...refused, 409: ApiError },
    },
    handler: async (req, reply) => {
      const me = await requireSupportAdmin(req);
      await db.transaction((tx) =>
        decideCase(tx, subjects, {
          caseId: req.params.id,
          actionId: req.body.actionId,
          actorId: me.id,
          reason: req.body.reason,
          now: app.ctx.clock.now(),
        }),
      );
      req.log.info({ caseId: req.params.id, actionId: req.body.actionId, by: me.id }, 'support case decided');
      return reply.code(204).send(null);
    },
  });

  app.get('/support/accounts', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Support: one account by email, whether suspended, and the support actions on it',
      querystring: SupportAccountQuery,
      response: { 200: SupportAccountResponse, ...refused },
    },
    handler: async (req) => {
      await requireSupportAdmin(req);
      return { account: await supportAccount(db, { email: req.query.email }) };
    },
  });

  for (const verb of ['suspend', 'reinstate'] as const) {
    app.post(`/support/accounts/:id/${verb}`, {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          verb === 'suspend'
            ? 'Support: suspends an account (its sessions end on every server; it cannot sign in), with a reason'
            : 'Support: reinstates a suspended account, with a reason',
        params: SupportAccountParams,
        body: SupportAccountInput,
        response: { 200: SupportAccountResponse, ...refused, 409: ApiError },
      },
      handler: async (req) => {
        const me = await requireSupportAdmin(req);
        const input = { userId: req.params.id, actorId: me.id, reason: req.body.reason, now: app.ctx.clock.now() };
        await db.transaction((tx) => (verb === 'suspend' ? suspendAccount(tx, input) : reinstateAccount(tx, input)));
        req.log.info({ userId: req.params.id, by: me.id }, `support: account ${verb}`);
        return { account: await supportAccount(db, { id: req.params.id }) };
      },
    });
  }
};
