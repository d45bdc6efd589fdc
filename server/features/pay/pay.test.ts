// Pay records through the API (issue 42): a line for each completed run; adjustments proposed by
// one side and answered by the other only (declined ones stay visible); payments marked by the host
// and confirmed by the cleaner, told in the bell and by email; the 14-day flag; statements that show
// the same totals on both sides, and CSVs that parse cleanly with a CSV library and resist formula
// injection; only the pair sees any of it.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification, payLine, payPayment } from '../../db/schema';
import { TestClient } from '../../test/app';
import { createApplicant, createCleaner, createHost, createJob } from '../../test/factories';
import { cancelledTurnover, completedWithLine } from '../../test/pay';
import { phoneJpeg } from '../../test/photos';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';
import { useAppWithSmtp } from '../../test/with-app';

const env = useAppWithSmtp();
const db = () => env.t.database.db;
const signedIn = (account: { userId: string }) => signedInClient(env.t.app, account);
const today = () => env.t.app.ctx.clock.now().toISOString().slice(0, 10);

/** Rows of a CSV as a spreadsheet would read them (a byte-order mark, quoted cells, CRLF). */
const rowsOf = (csv: string): string[][] => parse(csv, { bom: true, relax_column_count: false });

/** A pair with completed turnovers on the given dates (written directly, lines by the pay door). */
async function pairWith(dates: string[], options: { propertyAddress?: string; payment?: number } = {}) {
  const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
  const job = await createJob(db(), host.userId, {
    propertyAddress: options.propertyAddress ?? '12 Elm St',
    city: 'Austin',
    state: 'TX',
  });
  const cleaner = await createCleaner(db(), { firstName: 'Maria', lastName: 'Vega' });
  const turnoverIds: string[] = [];
  for (const date of dates)
    turnoverIds.push(
      await completedWithLine(db(), { jobId: job.id, cleanerUserId: cleaner.userId, date, payment: options.payment }),
    );
  return { host, job, cleaner, turnoverIds, hostClient: await signedIn(host), cleanerClient: await signedIn(cleaner) };
}

describe('the story of a month', () => {
  it('runs from two completed turnovers to a statement both sides agree on', async () => {
    // Two turnovers completed through the real run: each gets its line at the stored payment.
    const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
    const job = await createJob(db(), host.userId, { propertyAddress: '12 Harbor Rd', city: 'Austin', state: 'TX' });
    const { cleaner } = await createApplicant(db(), job.id, {
      status: 'accepted',
      firstName: 'Maria',
      lastName: 'Vega',
    });
    const first = {
      ...(await createConfirmedTurnover(db(), { startsInHours: -1, host, jobId: job.id, cleaner })),
      host,
      cleaner,
    };
    const hostClient = await signedIn(first.host);
    const cleanerClient = await signedIn(first.cleaner);
    for (const made of [first]) {
      expect((await cleanerClient.post(`/api/cleaner/turnovers/${made.turnover.id}/start`)).status).toBe(200);
      expect((await cleanerClient.post(`/api/cleaner/turnovers/${made.turnover.id}/complete`)).status).toBe(200);
    }
    const second = await createConfirmedTurnover(db(), {
      startsInHours: -1,
      host: first.host,
      jobId: first.jobId,
      cleaner: first.cleaner,
    });
    expect((await cleanerClient.post(`/api/cleaner/turnovers/${second.turnover.id}/start`)).status).toBe(200);
    expect((await cleanerClient.post(`/api/cleaner/turnovers/${second.turnover.id}/complete`)).status).toBe(200);
    const [t1, t2] = [first.turnover.id, second.turnover.id];

    const line1 = await hostClient.get(`/api/pay/turnovers/${t1}`);
    expect(line1.status).toBe(200);
    expect(line1.body.line).toMatchObject({
      baseCents: 12000,
      totalCents: 12000,
      payStatus: 'unpaid',
      kind: 'completed',
    });
    expect(line1.body.canMarkPaid).toBe(true);
    expect(line1.body.canProposeKinds).toContain('deduction');
    expect(line1.body.canProposeKinds).not.toContain('late_cancellation');

    // The cleaner proposes a late checkout; the host is told (bell and email) and accepts.
    const proposed = await cleanerClient.post(`/api/pay/turnovers/${t1}/adjustments`, {
      kind: 'late_checkout',
      quantity: 45,
      amountCents: 2500,
      note: 'Guests left at 11:45',
    });
    expect(proposed.status).toBe(200);
    const lateCheckout = proposed.body.line.adjustments[0];
    expect(lateCheckout).toMatchObject({
      status: 'pending',
      proposedBy: 'cleaner',
      canAnswer: false,
      canWithdraw: true,
      signedCents: 2500,
    });
    expect(proposed.body.line.totalCents).toBe(12000);
    await env.smtp.waitForMail(first.host.email, /Maria V\. proposed an adjustment of \$25\.00/);
    const bell = await db().select().from(notification).where(eq(notification.userId, first.host.userId));
    expect(bell.map((n) => n.type)).toContain('pay_to_host');
    expect((await hostClient.get('/api/pay/pairs')).body.pairs[0]).toMatchObject({ pendingAdjustments: 1 });

    // Only the other side answers: the cleaner cannot accept what she proposed.
    expect((await cleanerClient.post(`/api/pay/adjustments/${lateCheckout.id}/accept`)).status).toBe(403);
    const accepted = await hostClient.post(`/api/pay/adjustments/${lateCheckout.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.line).toMatchObject({ totalCents: 14500, adjustmentsCents: 2500 });
    expect((await hostClient.post(`/api/pay/adjustments/${lateCheckout.id}/decline`)).status).toBe(409);

    // The host proposes a deduction; the cleaner declines it, and it stays visible as declined.
    const deduction = await hostClient.post(`/api/pay/turnovers/${t2}/adjustments`, {
      kind: 'deduction',
      amountCents: 1000,
      note: 'Broken glass',
    });
    expect(deduction.status).toBe(200);
    const deductionId = deduction.body.line.adjustments[0].id;
    await env.smtp.waitForMail(first.cleaner.email, /Hana H\. proposed an adjustment of −\$10\.00/);
    // While it is pending, the line cannot be paid.
    const tooSoon = await hostClient.post('/api/pay/payments', {
      cleanerUserId: first.cleaner.userId,
      lineIds: [line1.body.line.id, deduction.body.line.id],
      method: 'zelle',
      paidOn: today(),
    });
    expect(tooSoon.status).toBe(409);
    const declined = await cleanerClient.post(`/api/pay/adjustments/${deductionId}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.line.totalCents).toBe(12000);
    expect(declined.body.line.adjustments).toMatchObject([{ status: 'declined', signedCents: -1000 }]);

    // The host marks both paid by Zelle; the cleaner is told and confirms.
    const paid = await hostClient.post('/api/pay/payments', {
      cleanerUserId: first.cleaner.userId,
      lineIds: [line1.body.line.id, deduction.body.line.id],
      method: 'zelle',
      paidOn: today(),
      reference: 'ZL-1234',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({
      amountCents: 26500,
      status: 'paid',
      possibly1099K: false,
      unconfirmed: false,
    });
    await env.smtp.waitForMail(first.cleaner.email, /Hana H\. marked \$265\.00 paid/);
    expect((await hostClient.get(`/api/pay/turnovers/${t1}`)).body).toMatchObject({
      line: { payStatus: 'paid' },
      canMarkPaid: false,
      canProposeKinds: [],
    });
    // A paid line takes no more adjustments, and is not paid twice.
    expect(
      (
        await cleanerClient.post(`/api/pay/turnovers/${t1}/adjustments`, {
          kind: 'extra_time',
          quantity: 30,
          amountCents: 1500,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await hostClient.post('/api/pay/payments', {
          cleanerUserId: first.cleaner.userId,
          lineIds: [line1.body.line.id],
          method: 'cash',
          paidOn: today(),
        })
      ).status,
    ).toBe(409);
    // Only the cleaner confirms.
    expect((await hostClient.post(`/api/pay/payments/${paid.body.payment.id}/received`)).status).toBe(403);
    const received = await cleanerClient.post(`/api/pay/payments/${paid.body.payment.id}/received`);
    expect(received.body.payment).toMatchObject({ status: 'received' });
    expect((await cleanerClient.post(`/api/pay/payments/${paid.body.payment.id}/received`)).body).toEqual(
      received.body,
    );

    // The monthly statement and the year's summaries show the same totals on both sides.
    const month = today().slice(0, 7);
    const months = [...new Set([first.turnover.date.slice(0, 7), second.turnover.date.slice(0, 7), month])];
    let earned = 0;
    for (const m of months) {
      const fromHost = await hostClient.get(`/api/pay/statements/monthly?with=${first.cleaner.userId}&month=${m}`);
      const fromCleaner = await cleanerClient.get(`/api/pay/statements/monthly?with=${first.host.userId}&month=${m}`);
      expect(fromHost.status).toBe(200);
      expect(fromCleaner.body.closingBalanceCents).toBe(fromHost.body.closingBalanceCents);
      expect(fromCleaner.body.earnedCents).toBe(fromHost.body.earnedCents);
      earned += fromHost.body.earnedCents;
    }
    expect(earned).toBe(26500);
    const last = await hostClient.get(`/api/pay/statements/monthly?with=${first.cleaner.userId}&month=${month}`);
    expect(last.body).toMatchObject({ paidCents: 26500, closingBalanceCents: 0, possibly1099KCents: 0 });

    const year = Number(today().slice(0, 4));
    const hostYear = (await hostClient.get(`/api/pay/statements/payer?year=${year}`)).body;
    const cleanerYear = (await cleanerClient.get(`/api/pay/statements/income?year=${year}`)).body;
    expect(hostYear.cleaners).toHaveLength(1);
    expect(cleanerYear.payers).toHaveLength(1);
    expect(hostYear.cleaners[0]).toMatchObject({ paidCents: 26500, necCents: 26500, w9Received: false });
    expect(cleanerYear.payers[0]).toMatchObject({ paidCents: 26500, receivedCents: 26500, otherCents: 26500 });
    expect(hostYear.cleaners[0].earnedCents).toBe(cleanerYear.payers[0].earnedCents);
    expect(hostYear.totals.paidCents).toBe(cleanerYear.totals.paidCents);

    // The monthly CSV parses cleanly, with the same totals.
    const csv = await cleanerClient.get(`/api/pay/statements/monthly.csv?with=${first.host.userId}&month=${month}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`turnready-statement-${month}-hana-h.csv`);
    const rows = rowsOf(csv.body as string);
    expect(rows[0]).toEqual(['Date', 'Type', 'Property', 'Description', 'Status', 'Amount', 'Method', 'Reference']);
    expect(rows).toContainEqual([today(), 'Payment', '', 'Payment', 'Received', '(265.00)', 'Zelle', 'ZL-1234']);
    expect(rows.at(-1)).toEqual(['', 'Total', '', 'Closing balance', '', '0.00', '', '']);
  });
});

describe('adjustments', () => {
  it('check each kind’s quantity, a deduction’s reason, and money as whole cents', async () => {
    const p = await pairWith([today()]);
    const url = `/api/pay/turnovers/${p.turnoverIds[0]}/adjustments`;
    const bad = [
      { kind: 'late_checkout', amountCents: 1000 },
      { kind: 'expense', amountCents: 1000, quantity: 3 },
      { kind: 'deduction', amountCents: 1000 },
      { kind: 'mileage', quantity: 12, amountCents: 8.4 },
      { kind: 'mileage', quantity: 12, amountCents: '840' },
      { kind: 'extra_guests', quantity: 2, amountCents: 0 },
      { kind: 'extra_guests', quantity: 2, amountCents: -500 },
      { kind: 'extra_guests', quantity: 2, amountCents: 1_000_001 },
      { kind: 'tip', amountCents: 500 },
      { kind: 'expense', amountCents: 500, note: 'x'.repeat(501) },
    ];
    for (const body of bad) expect((await p.cleanerClient.post(url, body)).status, JSON.stringify(body)).toBe(400);
    // A late cancellation fee belongs on a cancelled turnover only.
    expect((await p.cleanerClient.post(url, { kind: 'late_cancellation', amountCents: 3000 })).status).toBe(409);
    const ok = await p.cleanerClient.post(url, {
      kind: 'mileage',
      quantity: 12,
      amountCents: 840,
      note: '  round trip  ',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.line.adjustments[0]).toMatchObject({ quantity: 12, amountCents: 840, note: 'round trip' });
    // Withdrawn by its proposer only; it stays visible.
    const id = ok.body.line.adjustments[0].id;
    expect((await p.hostClient.post(`/api/pay/adjustments/${id}/withdraw`)).status).toBe(403);
    const withdrawn = await p.cleanerClient.post(`/api/pay/adjustments/${id}/withdraw`);
    expect(withdrawn.body.line.adjustments).toMatchObject([{ status: 'withdrawn' }]);
    expect((await p.hostClient.post(`/api/pay/adjustments/${id}/accept`)).status).toBe(409);
  });

  it('take a late cancellation fee on a cancelled turnover, which then has a line of its own', async () => {
    const p = await pairWith([]);
    const id = await cancelledTurnover(db(), { jobId: p.job.id, cleanerUserId: p.cleaner.userId, date: today() });
    const before = await p.cleanerClient.get(`/api/pay/turnovers/${id}`);
    expect(before.body).toMatchObject({ line: null, canMarkPaid: false, canProposeKinds: ['late_cancellation'] });
    expect(
      (
        await p.cleanerClient.post(`/api/pay/turnovers/${id}/adjustments`, {
          kind: 'extra_time',
          quantity: 5,
          amountCents: 100,
        })
      ).status,
    ).toBe(409);
    const fee = await p.cleanerClient.post(`/api/pay/turnovers/${id}/adjustments`, {
      kind: 'late_cancellation',
      amountCents: 4000,
    });
    expect(fee.status).toBe(200);
    expect(fee.body.line).toMatchObject({ kind: 'cancelled', baseCents: 0, totalCents: 0 });
    await p.hostClient.post(`/api/pay/adjustments/${fee.body.line.adjustments[0].id}/accept`);
    const pairs = (await p.hostClient.get('/api/pay/pairs')).body.pairs;
    expect(pairs).toMatchObject([{ with: { name: 'Maria V.' }, role: 'host', owedCents: 4000 }]);
  });

  it('keep an expense’s receipt photo, shown to the pair only', async () => {
    const p = await pairWith([today()]);
    const made = await p.cleanerClient.post(`/api/pay/turnovers/${p.turnoverIds[0]}/adjustments`, {
      kind: 'expense',
      amountCents: 1299,
      note: 'Paper towels',
    });
    const id = made.body.line.adjustments[0].id;
    const jpeg = await phoneJpeg({ width: 16, height: 12 });
    expect((await p.hostClient.upload(`/api/pay/adjustments/${id}/receipt`, [{ data: jpeg }])).status).toBe(403);
    const up = await p.cleanerClient.upload(`/api/pay/adjustments/${id}/receipt`, [{ data: jpeg, filename: 'r.jpg' }]);
    expect(up.status).toBe(200);
    const photoId = up.body.adjustment.receiptPhotoId as string;
    expect(photoId).toBeTruthy();
    expect((await p.hostClient.get(`/api/photos/${photoId}`)).status).toBe(200);
    expect((await p.cleanerClient.get(`/api/photos/${photoId}/thumb`)).status).toBe(200);
    const stranger = await signedIn(await createHost(db()));
    expect((await stranger.get(`/api/photos/${photoId}`)).status).toBe(404);
    expect((await stranger.upload(`/api/pay/adjustments/${id}/receipt`, [{ data: jpeg }])).status).toBe(404);
    // Once answered, it takes no other receipt.
    await p.hostClient.post(`/api/pay/adjustments/${id}/accept`);
    expect((await p.cleanerClient.upload(`/api/pay/adjustments/${id}/receipt`, [{ data: jpeg }])).status).toBe(409);
  });

  it('are flagged for both sides when unanswered for 14 days, and so is an unconfirmed payment', async () => {
    const p = await pairWith([today(), today().slice(0, 8) + '01']);
    const clock = env.t.app.ctx.clock;
    try {
      const lines = (await p.hostClient.get(`/api/pay/ledger?with=${p.cleaner.userId}`)).body.lines;
      await p.cleanerClient.post(`/api/pay/turnovers/${p.turnoverIds[0]}/adjustments`, {
        kind: 'extra_time',
        quantity: 30,
        amountCents: 1500,
      });
      const other = lines.find((l: { turnoverId: string }) => l.turnoverId === p.turnoverIds[1]);
      await p.hostClient.post('/api/pay/payments', {
        cleanerUserId: p.cleaner.userId,
        lineIds: [other.id],
        method: 'venmo',
        appBusiness: true,
        paidOn: today(),
      });
      expect((await p.hostClient.get('/api/pay/pairs')).body.pairs[0].unconfirmed).toBe(0);
      await clock.advance(14 * 24 * 3600_000 + 1000);
      for (const client of [p.hostClient, p.cleanerClient]) {
        const pair = (await client.get('/api/pay/pairs')).body.pairs[0];
        expect(pair.unconfirmed).toBe(2);
        const ledger = (await client.get(`/api/pay/ledger?with=${pair.with.userId}`)).body;
        expect(ledger.payments[0]).toMatchObject({ unconfirmed: true, possibly1099K: true });
        expect(ledger.lines.flatMap((l: { adjustments: unknown[] }) => l.adjustments)).toMatchObject([
          { unconfirmed: true },
        ]);
      }
    } finally {
      await clock.reset();
    }
  });
});

describe('payments', () => {
  it('refuse a business option outside the payment apps, a date ahead, lines of another pair', async () => {
    const p = await pairWith([today()]);
    const other = await pairWith([today()]);
    const [line] = (await p.hostClient.get(`/api/pay/ledger?with=${p.cleaner.userId}`)).body.lines;
    const [theirs] = (await other.hostClient.get(`/api/pay/ledger?with=${other.cleaner.userId}`)).body.lines;
    const pay = (body: Record<string, unknown>) =>
      p.hostClient.post('/api/pay/payments', {
        cleanerUserId: p.cleaner.userId,
        lineIds: [line.id],
        paidOn: today(),
        method: 'zelle',
        ...body,
      });
    expect((await pay({ method: 'zelle', appBusiness: true })).status).toBe(400);
    expect((await pay({ method: 'bitcoin' })).status).toBe(400);
    expect((await pay({ paidOn: '2099-01-01' })).status).toBe(400);
    expect((await pay({ paidOn: '2026-02-30' })).status).toBe(400);
    expect((await pay({ lineIds: [] })).status).toBe(400);
    expect((await pay({ reference: 'r'.repeat(101) })).status).toBe(400);
    expect((await pay({ lineIds: [line.id, theirs.id] })).status).toBe(404);
    expect((await pay({ cleanerUserId: other.cleaner.userId, lineIds: [theirs.id] })).status).toBe(404);
    // A cleaner cannot mark anything paid.
    expect(
      (
        await p.cleanerClient.post('/api/pay/payments', {
          cleanerUserId: p.cleaner.userId,
          lineIds: [line.id],
          method: 'cash',
          paidOn: today(),
        })
      ).status,
    ).toBe(403);
    const card = await pay({ method: 'card' });
    expect(card.body.payment).toMatchObject({ possibly1099K: true, amountCents: 9550 });
    const [stored] = await db().select().from(payPayment).where(eq(payPayment.id, card.body.payment.id));
    expect(stored!.amountCents).toBe(9550);
  });
});

describe('statements', () => {
  it('hold the year’s 1099-NEC threshold and count card payments apart', async () => {
    const p = await pairWith(['2026-03-02', '2026-03-03', '2026-03-04'], { payment: 700 });
    const lines = (await p.hostClient.get(`/api/pay/ledger?with=${p.cleaner.userId}&month=2026-03`)).body.lines;
    expect(lines).toHaveLength(3);
    const pay = (ids: string[], method: string, paidOn: string) =>
      p.hostClient.post('/api/pay/payments', { cleanerUserId: p.cleaner.userId, lineIds: ids, method, paidOn });
    expect((await pay([lines[0].id, lines[1].id], 'check', '2026-03-10')).status).toBe(200);
    expect((await pay([lines[2].id], 'card', '2026-03-11')).status).toBe(200);
    const year = (await p.hostClient.get('/api/pay/statements/payer?year=2026')).body;
    expect(year).toMatchObject({ thresholdCents: 200_000, thresholdEstimated: false });
    expect(year.cleaners[0]).toMatchObject({
      paidCents: 210_000,
      possibly1099KCents: 70_000,
      necCents: 140_000,
      overThreshold: false,
    });
    expect((await p.hostClient.get('/api/pay/statements/payer?year=2025')).body.thresholdCents).toBe(60_000);
    expect((await p.hostClient.get('/api/pay/statements/payer?year=2031')).body.thresholdEstimated).toBe(true);
    expect((await p.hostClient.get('/api/pay/statements/payer?year=1999')).status).toBe(400);
    expect((await p.cleanerClient.get('/api/pay/statements/payer?year=2026')).status).toBe(403);
    expect((await p.hostClient.get('/api/pay/statements/income?year=2026')).status).toBe(403);

    // The W-9 checkbox (no tax ID anywhere).
    expect(
      (await p.hostClient.request('PUT', `/api/pay/pairs/${p.cleaner.userId}/w9`, { received: true })).body,
    ).toEqual({
      w9Received: true,
    });
    expect((await p.hostClient.get('/api/pay/statements/payer?year=2026')).body.cleaners[0].w9Received).toBe(true);
    expect((await p.cleanerClient.get('/api/pay/pairs')).body.pairs[0].w9Received).toBe(true);
    const stranger = await createCleaner(db());
    expect((await p.hostClient.request('PUT', `/api/pay/pairs/${stranger.userId}/w9`, { received: true })).status).toBe(
      404,
    );

    // The monthly statement carries the balance: April opens with March's.
    const april = await completedWithLine(db(), {
      jobId: p.job.id,
      cleanerUserId: p.cleaner.userId,
      date: '2026-04-02',
      payment: 700,
    });
    expect(april).toBeTruthy();
    const apr = (await p.hostClient.get(`/api/pay/statements/monthly?with=${p.cleaner.userId}&month=2026-04`)).body;
    expect(apr).toMatchObject({
      openingBalanceCents: 0,
      earnedCents: 70_000,
      paidCents: 0,
      closingBalanceCents: 70_000,
    });
  });

  it('write CSVs that resist formula injection and parse with the same amounts', async () => {
    const p = await pairWith(['2026-05-04'], { propertyAddress: '=HYPERLINK("http://evil.example","x")' });
    const id = p.turnoverIds[0]!;
    for (const [kind, note] of [
      ['expense', '+SUM(1,2)'],
      ['deduction', '-2+3'],
      ['extra_time', '@cmd'],
      ['mileage', '\tTabbed'],
    ] as const) {
      const quantity = kind === 'extra_time' || kind === 'mileage' ? 10 : null;
      const made = await p.cleanerClient.post(`/api/pay/turnovers/${id}/adjustments`, {
        kind,
        amountCents: 500,
        quantity,
        note,
      });
      expect(made.status, kind).toBe(200);
    }
    // The deduction was the cleaner's own: the host accepts them all.
    const line = (await p.hostClient.get(`/api/pay/turnovers/${id}`)).body.line;
    for (const a of line.adjustments)
      expect((await p.hostClient.post(`/api/pay/adjustments/${a.id}/accept`)).status).toBe(200);
    await p.hostClient.post('/api/pay/payments', {
      cleanerUserId: p.cleaner.userId,
      lineIds: [line.id],
      method: 'other',
      paidOn: '2026-05-09',
      reference: '=cmd|"/c calc"!A1',
    });

    const statement = await p.hostClient.get(`/api/pay/statements/monthly.csv?with=${p.cleaner.userId}&month=2026-05`);
    const expenses = await p.hostClient.get(`/api/pay/statements/expenses.csv?month=2026-05&jobId=${p.job.id}`);
    expect(expenses.headers['content-disposition']).toContain('turnready-expenses-2026-05.csv');
    for (const csv of [statement.body as string, expenses.body as string]) {
      expect(csv.startsWith('\ufeff')).toBe(true);
      expect(csv).toContain('\r\n');
      const rows = rowsOf(csv);
      for (const cell of rows.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const rows = rowsOf(expenses.body as string);
    expect(rows[0]).toEqual(['Date', 'Property', 'Cleaner', 'Category', 'Amount', 'Method']);
    expect(rows[1]).toEqual([
      '2026-05-04',
      `'=HYPERLINK("http://evil.example","x")`,
      'Maria V.',
      'Cleaning',
      '95.50',
      'Other',
    ]);
    expect(rows.map((r) => r[3])).toEqual(['Category', 'Cleaning', 'Expense', 'Deduction', 'Extra time', 'Mileage']);
    expect(rows.find((r) => r[3] === 'Deduction')![4]).toBe('(5.00)');
    // The amounts add up to the statement's, in whole cents.
    const cents = (a: string) => (a.startsWith('(') ? -1 : 1) * Math.round(Number(a.replace(/[()]/g, '')) * 100);
    const total = rows.slice(1).reduce((s, r) => s + cents(r[4]!), 0);
    const json = (await p.hostClient.get(`/api/pay/statements/monthly?with=${p.cleaner.userId}&month=2026-05`)).body;
    expect(total).toBe(json.earnedCents);
    expect(json.earnedCents).toBe(9550 + 500 - 500 + 500 + 500);
    const statementRows = rowsOf(statement.body as string);
    expect(statementRows.find((r) => r[1] === 'Payment')![7]).toBe(`'=cmd|"/c calc"!A1`);
    expect(statementRows.find((r) => r[3]?.includes('Deduction'))![3]).toBe('Deduction: -2+3');

    // Another host's property is not theirs to export.
    const other = await pairWith(['2026-05-04']);
    expect(
      (await p.hostClient.get(`/api/pay/statements/expenses.csv?month=2026-05&jobId=${other.job.id}`)).status,
    ).toBe(404);
    expect((await p.cleanerClient.get(`/api/pay/statements/expenses.csv?month=2026-05`)).status).toBe(403);
  });
});

describe('only the pair', () => {
  it('sees or touches its ledger; everyone else gets not found', async () => {
    const p = await pairWith([today()]);
    const made = await p.cleanerClient.post(`/api/pay/turnovers/${p.turnoverIds[0]}/adjustments`, {
      kind: 'extra_time',
      quantity: 20,
      amountCents: 1000,
    });
    const adjustmentId = made.body.line.adjustments[0].id;
    const [line] = await db().select().from(payLine).where(eq(payLine.turnoverId, p.turnoverIds[0]!));
    const otherHost = await signedIn(await createHost(db()));
    const otherCleaner = await signedIn(await createCleaner(db()));
    for (const stranger of [otherHost, otherCleaner]) {
      expect((await stranger.get(`/api/pay/turnovers/${p.turnoverIds[0]}`)).status).toBe(404);
      expect((await stranger.get(`/api/pay/ledger?with=${p.cleaner.userId}`)).status).toBe(404);
      expect((await stranger.get(`/api/pay/ledger?with=${p.host.userId}`)).status).toBe(404);
      expect((await stranger.get(`/api/pay/statements/monthly?with=${p.host.userId}&month=2026-01`)).status).toBe(404);
      expect(
        (await stranger.get(`/api/pay/statements/monthly.csv?with=${p.cleaner.userId}&month=2026-01`)).status,
      ).toBe(404);
      expect((await stranger.post(`/api/pay/adjustments/${adjustmentId}/accept`)).status).toBe(404);
      expect((await stranger.post(`/api/pay/adjustments/${adjustmentId}/withdraw`)).status).toBe(404);
      expect(
        (
          await stranger.post(`/api/pay/turnovers/${p.turnoverIds[0]}/adjustments`, {
            kind: 'expense',
            amountCents: 100,
          })
        ).status,
      ).toBe(404);
      expect((await stranger.get('/api/pay/pairs')).body.pairs).toEqual([]);
    }
    expect(
      (
        await otherHost.post('/api/pay/payments', {
          cleanerUserId: p.cleaner.userId,
          lineIds: [line!.id],
          method: 'cash',
          paidOn: today(),
        })
      ).status,
    ).toBe(404);
    const anonymous = new TestClient(env.t.app);
    expect((await anonymous.get('/api/pay/pairs')).status).toBe(401);
  });
});
