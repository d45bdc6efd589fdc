// The pay records API (issue 42, decision 050 lists every route). Signed-in hosts and cleaners;
// everything belongs to one host and cleaner pair and answers only to those two (anyone else: 404).
// The expense receipt's upload lives with the other uploads (server/features/photos/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@core/schemas/common';
import {
  AdjustmentParams,
  CleanerYear,
  ExpensesQuery,
  HostYear,
  LedgerQuery,
  LedgerResponse,
  LineResponse,
  MarkPaidInput,
  MonthlyQuery,
  MonthlyStatement,
  PairsResponse,
  PaymentParams,
  PaymentResponse,
  PayTurnoverParams,
  ProposeAdjustmentInput,
  TurnoverPayResponse,
  W9Input,
  W9Params,
  W9Response,
  YearQuery,
} from '@core/schemas/pay';
import { rateLimits } from '../../http/rate-limits';
import { requireCleaner, requireHost, requireUser } from '../../http/session';
import {
  answerAdjustment,
  confirmReceived,
  markPaid,
  proposeAdjustment,
  setW9,
  turnoverPay,
  withdrawAdjustment,
} from './service';
import { cleanerYear, expensesCsv, hostYear, ledger, monthlyCsv, monthlyStatement, pairs } from './statements';

const tags = ['pay'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const csv = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** A file name part from a person's name: letters, digits and dashes only. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'pair';

export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const now = () => app.ctx.clock.now();
  const mail = () => ({ mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl });

  app.get('/pay/pairs', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your pay pairs: what is owed, awaiting confirmation or your answer, and the 14-day flags',
      response: { 200: PairsResponse, 401: ApiError },
    },
    handler: async (req) => ({ pairs: await pairs(db, (await requireUser(req)).id, now()) }),
  });

  app.get('/pay/ledger', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your ledger with one person (every line, or a month’s): lines, adjustments, payments, owed',
      querystring: LedgerQuery,
      response: { 200: LedgerResponse, ...refused },
    },
    handler: async (req) => ledger(db, (await requireUser(req)).id, req.query.with, req.query.month, now()),
  });

  app.get('/pay/turnovers/:turnoverId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'A turnover’s pay line (null before it is completed), whether you may mark it paid, what you may propose',
      params: PayTurnoverParams,
      response: { 200: TurnoverPayResponse, ...refused },
    },
    handler: async (req) => turnoverPay(db, (await requireUser(req)).id, req.params.turnoverId, now()),
  });

  app.post('/pay/turnovers/:turnoverId/adjustments', {
    config: { signedIn: true, rateLimit: rateLimits.payWrite },
    schema: {
      tags,
      summary: 'Propose an adjustment on a turnover’s line (the other side accepts or declines it)',
      params: PayTurnoverParams,
      body: ProposeAdjustmentInput,
      response: { 200: LineResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const line = await db.transaction((tx) =>
        proposeAdjustment(
          tx,
          { viewerId: me.id, turnoverId: req.params.turnoverId, adjustment: req.body },
          mail(),
          now(),
        ),
      );
      return { line };
    },
  });

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const)
    app.post(`/pay/adjustments/:id/${action}`, {
      config: { signedIn: true, rateLimit: rateLimits.payWrite },
      schema: {
        tags,
        summary: `${accept ? 'Accept' : 'Decline'} an adjustment the other side proposed`,
        params: AdjustmentParams,
        response: { 200: LineResponse, ...refused, 409: ApiError, 429: ApiError },
      },
      handler: async (req) => {
        const me = await requireUser(req);
        const line = await db.transaction((tx) =>
          answerAdjustment(tx, { viewerId: me.id, adjustmentId: req.params.id, accept }, now()),
        );
        return { line };
      },
    });

  app.post('/pay/adjustments/:id/withdraw', {
    config: { signedIn: true, rateLimit: rateLimits.payWrite },
    schema: {
      tags,
      summary: 'Withdraw an adjustment you proposed, while it is pending (it stays visible as withdrawn)',
      params: AdjustmentParams,
      response: { 200: LineResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const line = await db.transaction((tx) =>
        withdrawAdjustment(tx, { viewerId: me.id, adjustmentId: req.params.id }, now()),
      );
      return { line };
    },
  });

  app.post('/pay/payments', {
    config: { signedIn: true, rateLimit: rateLimits.payWrite },
    schema: {
      tags,
      summary: 'The host marks one or more unpaid lines of a cleaner paid (method, date, optional reference)',
      body: MarkPaidInput,
      response: { 200: PaymentResponse, ...refused, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const payment = await db.transaction((tx) => markPaid(tx, host.id, req.body, mail(), now()));
      return { payment };
    },
  });

  app.post('/pay/payments/:id/received', {
    config: { signedIn: true, rateLimit: rateLimits.payWrite },
    schema: {
      tags,
      summary: 'The paid cleaner confirms the payment received (again: the same answer)',
      params: PaymentParams,
      response: { 200: PaymentResponse, ...refused, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const payment = await db.transaction((tx) => confirmReceived(tx, me.id, req.params.id, now()));
      return { payment };
    },
  });

  app.put('/pay/pairs/:cleanerUserId/w9', {
    config: { signedIn: true, rateLimit: rateLimits.payWrite },
    schema: {
      tags,
      summary: 'The host’s “W-9 received” checkbox for one of their cleaners (no tax ID is asked or kept)',
      params: W9Params,
      body: W9Input,
      response: { 200: W9Response, ...refused, 429: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      return db.transaction((tx) => setW9(tx, host.id, req.params.cleanerUserId, req.body.received, now()));
    },
  });

  app.get('/pay/statements/monthly', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A pair’s monthly statement: lines, adjustments, payments and the balance',
      querystring: MonthlyQuery,
      response: { 200: MonthlyStatement, ...refused },
    },
    handler: async (req) => monthlyStatement(db, (await requireUser(req)).id, req.query.with, req.query.month, now()),
  });

  app.get('/pay/statements/monthly.csv', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The monthly statement as CSV (cells neutralised against spreadsheet formulas)',
      querystring: MonthlyQuery,
      produces: ['text/csv'],
      response: { 200: csv('The statement (CSV)'), ...refused },
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      const s = await monthlyStatement(db, me.id, req.query.with, req.query.month, now());
      const other = s.host.userId === me.id ? s.cleaner : s.host;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="turnready-statement-${s.month}-${slug(other.name)}.csv"`)
        .send(monthlyCsv(s));
    },
  });

  app.get('/pay/statements/income', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The cleaner’s year: income by payer (paid, received, possibly on a 1099-K)',
      querystring: YearQuery,
      response: { 200: CleanerYear, ...refused },
    },
    handler: async (req) => cleanerYear(db, (await requireCleaner(req)).id, req.query.year),
  });

  app.get('/pay/statements/payer', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The host’s year: totals per cleaner against the year’s 1099-NEC threshold, with the W-9 checkbox',
      querystring: YearQuery,
      response: { 200: HostYear, ...refused },
    },
    handler: async (req) => hostYear(db, (await requireHost(req)).id, req.query.year),
  });

  app.get('/pay/statements/expenses.csv', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The host’s cleaning costs of a month (one property, or all) as CSV',
      querystring: ExpensesQuery,
      produces: ['text/csv'],
      response: { 200: csv('The expenses (CSV)'), ...refused },
    },
    handler: async (req, reply) => {
      const host = await requireHost(req);
      const body = await expensesCsv(db, host.id, req.query.month, req.query.jobId, now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="turnready-expenses-${req.query.month}.csv"`)
        .send(body);
    },
  });
};
