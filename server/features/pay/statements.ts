// Issue 42: statements (decision 050). A pair's month (lines, adjustments, payments, the balance),
// a cleaner's year by payer, a host's year per cleaner against that year's 1099-NEC threshold, the
// host's expenses CSV, and the list of the viewer's pairs. "Earned" counts the lines of turnovers
// dated in the period, "paid" the payments dated in it. Both year summaries come from one function
// (pairYearFigures), so the host's and the cleaner's figures for a pair are the same numbers.
import { stringify } from 'csv-stringify/sync';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { pay as texts } from '@core/messages/en/pay';
import { firstNameLastInitial } from '@core/names';
import { csvAmount, necThresholdCents, neutraliseCell, possibly1099K, type PayMethod } from '@core/pay';
import type {
  CleanerYear,
  HostYear,
  LedgerResponse,
  MonthlyStatement,
  PairSummary,
  PayLine,
  PayPerson,
} from '@core/schemas/pay';
import type { Queryable } from '../../db/client';
import { cleanerProfile, hostProfile, job, payAdjustment, payLine, payPair, payPayment } from '../../db/schema';
import { notFound } from '../../errors';
import { pairLines, pairPayments, readLines, readPayments } from './ledger';
import { resolvePair, w9Received } from './service';

const c = texts.server.csv;

/** The first day of a month and of the next, as YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

const person = (userId: string, firstName: string, lastName: string): PayPerson => ({
  userId,
  name: firstNameLastInitial(firstName, lastName),
});

async function pairPeople(q: Queryable, hostUserId: string, cleanerUserId: string) {
  const [h] = await q
    .select({ firstName: hostProfile.firstName, lastName: hostProfile.lastName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, hostUserId));
  const [cl] = await q
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, cleanerUserId));
  return {
    host: person(hostUserId, h?.firstName ?? '', h?.lastName ?? ''),
    cleaner: person(cleanerUserId, cl?.firstName ?? '', cl?.lastName ?? ''),
  };
}

/** The sum of the lines' totals matching `where` (their base and accepted adjustments), in cents. */
async function earnedCents(q: Queryable, where: SQL): Promise<number> {
  const [base] = await q
    .select({ cents: sql<string | null>`sum(${payLine.baseCents})` })
    .from(payLine)
    .where(where);
  const [adj] = await q
    .select({
      cents: sql<
        string | null
      >`sum(case when ${payAdjustment.kind} = 'deduction' then -${payAdjustment.amountCents} else ${payAdjustment.amountCents} end)`,
    })
    .from(payAdjustment)
    .innerJoin(payLine, eq(payLine.id, payAdjustment.lineId))
    .where(and(where, eq(payAdjustment.status, 'accepted')));
  return Number(base?.cents ?? 0) + Number(adj?.cents ?? 0);
}

async function paidCents(q: Queryable, where: SQL): Promise<number> {
  const [row] = await q
    .select({ cents: sql<string | null>`sum(${payPayment.amountCents})` })
    .from(payPayment)
    .where(where);
  return Number(row?.cents ?? 0);
}

/** The viewer's ledger with one person: every line (or a month's), every payment, what is owed. */
export async function ledger(
  q: Queryable,
  viewerId: string,
  withUserId: string,
  month: string | undefined,
  now: Date,
): Promise<LedgerResponse> {
  const pair = await resolvePair(q, viewerId, withUserId);
  const range = month ? monthRange(month) : null;
  const lines = await readLines(
    q,
    and(
      pairLines(pair.hostUserId, pair.cleanerUserId),
      range ? and(gte(payLine.date, range.from), lt(payLine.date, range.to)) : undefined,
    )!,
    viewerId,
    now,
  );
  const payments = await readPayments(
    q,
    and(
      pairPayments(pair.hostUserId, pair.cleanerUserId),
      range ? and(gte(payPayment.paidOn, range.from), lt(payPayment.paidOn, range.to)) : undefined,
    )!,
    now,
  );
  // Every line is at hand without a month; with one, the unpaid lines of every month are summed.
  const owed = range
    ? await earnedCents(q, and(pairLines(pair.hostUserId, pair.cleanerUserId), sql`${payLine.paymentId} is null`)!)
    : lines.filter((l) => l.payStatus === 'unpaid').reduce((sum, l) => sum + l.totalCents, 0);
  const people = await pairPeople(q, pair.hostUserId, pair.cleanerUserId);
  return {
    with: pair.role === 'host' ? people.cleaner : people.host,
    lines,
    payments,
    owedCents: owed,
    w9Received: await w9Received(q, pair.hostUserId, pair.cleanerUserId),
  };
}

/** A pair's month: its lines and payments, and the balance carried in and out. */
export async function monthlyStatement(
  q: Queryable,
  viewerId: string,
  withUserId: string,
  month: string,
  now: Date,
): Promise<MonthlyStatement> {
  const pair = await resolvePair(q, viewerId, withUserId);
  const { from, to } = monthRange(month);
  const linesWhere = pairLines(pair.hostUserId, pair.cleanerUserId);
  const paymentsWhere = pairPayments(pair.hostUserId, pair.cleanerUserId);
  const lines = await readLines(q, and(linesWhere, gte(payLine.date, from), lt(payLine.date, to))!, viewerId, now);
  const payments = await readPayments(
    q,
    and(paymentsWhere, gte(payPayment.paidOn, from), lt(payPayment.paidOn, to))!,
    now,
  );
  const openingBalanceCents =
    (await earnedCents(q, and(linesWhere, lt(payLine.date, from))!)) -
    (await paidCents(q, and(paymentsWhere, lt(payPayment.paidOn, from))!));
  const earned = lines.reduce((s, l) => s + l.totalCents, 0);
  const paid = payments.reduce((s, p) => s + p.amountCents, 0);
  const people = await pairPeople(q, pair.hostUserId, pair.cleanerUserId);
  return {
    month,
    ...people,
    lines,
    payments,
    openingBalanceCents,
    earnedCents: earned,
    paidCents: paid,
    closingBalanceCents: openingBalanceCents + earned - paid,
    possibly1099KCents: payments.filter((p) => p.possibly1099K).reduce((s, p) => s + p.amountCents, 0),
  };
}

const csvOptions = { bom: true, record_delimiter: 'windows' } as const;
const row = (cells: string[]) => cells.map(neutraliseCell);

function adjustmentDescription(a: PayLine['adjustments'][number]): string {
  const kind = texts.server.kinds[a.kind];
  const quantity =
    a.quantity !== null && a.kind in texts.server.quantities
      ? ` (${texts.server.quantities[a.kind as keyof typeof texts.server.quantities].replace('{n}', String(a.quantity))})`
      : '';
  return `${kind}${quantity}${a.note ? `: ${a.note}` : ''}`;
}

/** The month as CSV (columns in decision 050); every cell neutralised against formulas. */
export function monthlyCsv(s: MonthlyStatement): string {
  const methods = texts.server.methods;
  const rows: string[][] = [[...c.statementHeader]];
  for (const l of s.lines) {
    rows.push(
      row([
        l.date,
        l.kind === 'completed' ? c.turnover : c.cancelledTurnover,
        l.property,
        l.kind === 'completed' ? c.turnover : c.cancelledTurnover,
        c.lineStatuses[l.payStatus],
        csvAmount(l.baseCents),
        '',
        '',
      ]),
    );
    for (const a of l.adjustments)
      rows.push(
        row([
          l.date,
          c.adjustment,
          l.property,
          adjustmentDescription(a),
          c.adjustmentStatuses[a.status],
          csvAmount(a.signedCents),
          '',
          '',
        ]),
      );
  }
  for (const p of s.payments)
    rows.push(
      row([
        p.paidOn,
        c.payment,
        '',
        c.payment,
        c.paymentStatuses[p.status],
        csvAmount(-p.amountCents),
        `${methods[p.method]}${p.possibly1099K ? ` (${texts.server.possibly1099K})` : ''}`,
        p.reference,
      ]),
    );
  const total = (label: string, cents: number) => row(['', c.total, '', label, '', csvAmount(cents), '', '']);
  rows.push(total(c.openingBalance, s.openingBalanceCents));
  rows.push(total(c.earned, s.earnedCents));
  rows.push(total(c.paid, -s.paidCents));
  rows.push(total(c.closingBalance, s.closingBalanceCents));
  return stringify(rows, csvOptions);
}

/** The host's cleaning costs of a month (optionally one property) as CSV: lines and accepted adjustments. */
export async function expensesCsv(
  q: Queryable,
  hostUserId: string,
  month: string,
  jobId: string | undefined,
  now: Date,
): Promise<string> {
  if (jobId) {
    const [j] = await q
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.id, jobId), eq(job.hostUserId, hostUserId)))
      .limit(1);
    if (!j) throw notFound(texts.server.errors.notFound);
  }
  const { from, to } = monthRange(month);
  const lines = await readLines(
    q,
    and(
      eq(payLine.hostUserId, hostUserId),
      gte(payLine.date, from),
      lt(payLine.date, to),
      jobId ? eq(payLine.jobId, jobId) : undefined,
    )!,
    hostUserId,
    now,
  );
  const paymentIds = [...new Set(lines.map((l) => l.paymentId).filter((id): id is string => !!id))];
  const methods = new Map<string, string>();
  if (paymentIds.length) {
    const rows = await q
      .select({ id: payPayment.id, method: payPayment.method, appBusiness: payPayment.appBusiness })
      .from(payPayment)
      .where(inArray(payPayment.id, paymentIds));
    for (const p of rows)
      methods.set(
        p.id,
        `${texts.server.methods[p.method]}${possibly1099K(p.method as PayMethod, p.appBusiness) ? ` (${texts.server.possibly1099K})` : ''}`,
      );
  }
  const rows: string[][] = [[...c.expensesHeader]];
  for (const l of lines) {
    const method = l.paymentId ? (methods.get(l.paymentId) ?? '') : c.unpaid;
    if (l.baseCents > 0 || l.kind === 'completed')
      rows.push(row([l.date, l.property, l.cleaner.name, c.cleaning, csvAmount(l.baseCents), method]));
    for (const a of l.adjustments)
      if (a.status === 'accepted')
        rows.push(
          row([l.date, l.property, l.cleaner.name, texts.server.kinds[a.kind], csvAmount(a.signedCents), method]),
        );
  }
  return stringify(rows, csvOptions);
}

type PairFigures = {
  hostUserId: string;
  cleanerUserId: string;
  earnedCents: number;
  paidCents: number;
  receivedCents: number;
  possibly1099KCents: number;
};

/**
 * A year's figures per pair, for a host's pairs or a cleaner's: the one computation behind both
 * year summaries. Earned: the lines dated in the year with their accepted adjustments; paid,
 * received and possibly-1099-K: the payments dated in it.
 */
export async function pairYearFigures(
  q: Queryable,
  side: { hostUserId: string } | { cleanerUserId: string },
  year: number,
): Promise<PairFigures[]> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const lineSide =
    'hostUserId' in side ? eq(payLine.hostUserId, side.hostUserId) : eq(payLine.cleanerUserId, side.cleanerUserId);
  const paySide =
    'hostUserId' in side
      ? eq(payPayment.hostUserId, side.hostUserId)
      : eq(payPayment.cleanerUserId, side.cleanerUserId);
  const figures = new Map<string, PairFigures>();
  const of = (hostUserId: string, cleanerUserId: string) => {
    const key = `${hostUserId}/${cleanerUserId}`;
    let f = figures.get(key);
    if (!f) {
      f = { hostUserId, cleanerUserId, earnedCents: 0, paidCents: 0, receivedCents: 0, possibly1099KCents: 0 };
      figures.set(key, f);
    }
    return f;
  };
  const inYear = and(lineSide, gte(payLine.date, from), lt(payLine.date, to));
  const bases = await q
    .select({ h: payLine.hostUserId, c: payLine.cleanerUserId, cents: sql<string>`sum(${payLine.baseCents})` })
    .from(payLine)
    .where(inYear)
    .groupBy(payLine.hostUserId, payLine.cleanerUserId);
  for (const b of bases) of(b.h, b.c).earnedCents += Number(b.cents);
  const adjustments = await q
    .select({
      h: payLine.hostUserId,
      c: payLine.cleanerUserId,
      cents: sql<string>`sum(case when ${payAdjustment.kind} = 'deduction' then -${payAdjustment.amountCents} else ${payAdjustment.amountCents} end)`,
    })
    .from(payAdjustment)
    .innerJoin(payLine, eq(payLine.id, payAdjustment.lineId))
    .where(and(inYear, eq(payAdjustment.status, 'accepted')))
    .groupBy(payLine.hostUserId, payLine.cleanerUserId);
  for (const a of adjustments) of(a.h, a.c).earnedCents += Number(a.cents);
  const k = sql`(${payPayment.method} = 'card' or (${payPayment.appBusiness} and ${payPayment.method} in ('venmo', 'cash_app', 'paypal')))`;
  const payments = await q
    .select({
      h: payPayment.hostUserId,
      c: payPayment.cleanerUserId,
      paid: sql<string>`sum(${payPayment.amountCents})`,
      received: sql<string>`coalesce(sum(${payPayment.amountCents}) filter (where ${payPayment.receivedAt} is not null), 0)`,
      k: sql<string>`coalesce(sum(${payPayment.amountCents}) filter (where ${k}), 0)`,
    })
    .from(payPayment)
    .where(and(paySide, gte(payPayment.paidOn, from), lt(payPayment.paidOn, to)))
    .groupBy(payPayment.hostUserId, payPayment.cleanerUserId);
  for (const p of payments) {
    const f = of(p.h, p.c);
    f.paidCents += Number(p.paid);
    f.receivedCents += Number(p.received);
    f.possibly1099KCents += Number(p.k);
  }
  return [...figures.values()];
}

/** The cleaner's year: income by payer. */
export async function cleanerYear(q: Queryable, cleanerUserId: string, year: number): Promise<CleanerYear> {
  const figures = await pairYearFigures(q, { cleanerUserId }, year);
  const hosts = figures.length
    ? await q
        .select({ userId: hostProfile.userId, firstName: hostProfile.firstName, lastName: hostProfile.lastName })
        .from(hostProfile)
        .where(
          inArray(
            hostProfile.userId,
            figures.map((f) => f.hostUserId),
          ),
        )
    : [];
  const names = new Map(hosts.map((h) => [h.userId, person(h.userId, h.firstName, h.lastName)]));
  const payers = figures
    .map((f) => ({
      host: names.get(f.hostUserId) ?? person(f.hostUserId, '', ''),
      earnedCents: f.earnedCents,
      paidCents: f.paidCents,
      receivedCents: f.receivedCents,
      possibly1099KCents: f.possibly1099KCents,
      otherCents: f.paidCents - f.possibly1099KCents,
    }))
    .sort((a, b) => b.paidCents - a.paidCents || a.host.name.localeCompare(b.host.name));
  const sum = (k: 'earnedCents' | 'paidCents' | 'receivedCents' | 'possibly1099KCents' | 'otherCents') =>
    payers.reduce((s, p) => s + p[k], 0);
  return {
    year,
    payers,
    totals: {
      earnedCents: sum('earnedCents'),
      paidCents: sum('paidCents'),
      receivedCents: sum('receivedCents'),
      possibly1099KCents: sum('possibly1099KCents'),
      otherCents: sum('otherCents'),
    },
  };
}

/** The host's year: totals per cleaner against the year's 1099-NEC threshold, with the W-9 checkbox. */
export async function hostYear(q: Queryable, hostUserId: string, year: number): Promise<HostYear> {
  const { thresholdCents, estimated } = necThresholdCents(year);
  const figures = await pairYearFigures(q, { hostUserId }, year);
  const ids = figures.map((f) => f.cleanerUserId);
  const cleaners = ids.length
    ? await q
        .select({
          userId: cleanerProfile.userId,
          firstName: cleanerProfile.firstName,
          lastName: cleanerProfile.lastName,
        })
        .from(cleanerProfile)
        .where(inArray(cleanerProfile.userId, ids))
    : [];
  const names = new Map(cleaners.map((x) => [x.userId, person(x.userId, x.firstName, x.lastName)]));
  const w9 = ids.length
    ? await q
        .select({ cleanerUserId: payPair.cleanerUserId })
        .from(payPair)
        .where(
          and(
            eq(payPair.hostUserId, hostUserId),
            inArray(payPair.cleanerUserId, ids),
            sql`${payPair.w9ReceivedAt} is not null`,
          ),
        )
    : [];
  const w9Set = new Set(w9.map((w) => w.cleanerUserId));
  const rows = figures
    .map((f) => {
      const necCents = f.paidCents - f.possibly1099KCents;
      return {
        cleaner: names.get(f.cleanerUserId) ?? person(f.cleanerUserId, '', ''),
        earnedCents: f.earnedCents,
        paidCents: f.paidCents,
        possibly1099KCents: f.possibly1099KCents,
        necCents,
        overThreshold: necCents >= thresholdCents,
        w9Received: w9Set.has(f.cleanerUserId),
      };
    })
    .sort((a, b) => b.paidCents - a.paidCents || a.cleaner.name.localeCompare(b.cleaner.name));
  const sum = (k: 'earnedCents' | 'paidCents' | 'possibly1099KCents' | 'necCents') =>
    rows.reduce((s, r) => s + r[k], 0);
  return {
    year,
    thresholdCents,
    thresholdEstimated: estimated,
    cleaners: rows,
    totals: {
      earnedCents: sum('earnedCents'),
      paidCents: sum('paidCents'),
      possibly1099KCents: sum('possibly1099KCents'),
      necCents: sum('necCents'),
    },
  };
}

/** The viewer's pairs with what is owed, waiting for confirmation or an answer, and the 14-day flags. */
export async function pairs(q: Queryable, viewerId: string, now: Date): Promise<PairSummary[]> {
  const lines = await readLines(
    q,
    or(eq(payLine.hostUserId, viewerId), eq(payLine.cleanerUserId, viewerId))!,
    viewerId,
    now,
  );
  const payments = await readPayments(
    q,
    or(eq(payPayment.hostUserId, viewerId), eq(payPayment.cleanerUserId, viewerId))!,
    now,
  );
  const w9 = await q
    .select({ h: payPair.hostUserId, c: payPair.cleanerUserId })
    .from(payPair)
    .where(
      and(
        or(eq(payPair.hostUserId, viewerId), eq(payPair.cleanerUserId, viewerId)),
        sql`${payPair.w9ReceivedAt} is not null`,
      ),
    );
  const w9Set = new Set(w9.map((w) => `${w.h}/${w.c}`));
  const byPair = new Map<string, PairSummary>();
  const of = (host: PayPerson, cleaner: PayPerson) => {
    const key = `${host.userId}/${cleaner.userId}`;
    let p = byPair.get(key);
    if (!p) {
      const role = host.userId === viewerId ? 'host' : 'cleaner';
      p = {
        with: role === 'host' ? cleaner : host,
        role,
        owedCents: 0,
        awaitingConfirmationCents: 0,
        pendingAdjustments: 0,
        unconfirmed: 0,
        w9Received: w9Set.has(key),
        lastTurnoverDate: null,
      };
      byPair.set(key, p);
    }
    return p;
  };
  for (const l of lines) {
    const p = of(l.host, l.cleaner);
    if (l.payStatus === 'unpaid') p.owedCents += l.totalCents;
    if (!p.lastTurnoverDate || l.date > p.lastTurnoverDate) p.lastTurnoverDate = l.date;
    for (const a of l.adjustments) {
      if (a.canAnswer) p.pendingAdjustments += 1;
      if (a.unconfirmed) p.unconfirmed += 1;
    }
  }
  for (const pay of payments) {
    const p = of(pay.host, pay.cleaner);
    if (pay.status === 'paid') p.awaitingConfirmationCents += pay.amountCents;
    if (pay.unconfirmed) p.unconfirmed += 1;
  }
  return [...byPair.values()].sort(
    (a, b) =>
      (b.lastTurnoverDate ?? '').localeCompare(a.lastTurnoverDate ?? '') || a.with.name.localeCompare(b.with.name),
  );
}
