// Issue 42: writing the ledger (decision 050). A completed turnover's line, adjustments proposed by
// one side and answered by the other, the host's payments and the cleaner's confirmation, and the
// W-9 checkbox. Every write takes the line's (or the payment's) row lock first, so an answer and a
// payment, or two answers, take turns: a paid line's amount never changes under its payment.
// Everyone outside the pair gets 404; the pair's wrong side gets 403 with a reason.
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { format, plural } from '@core/messages/format';
import { pay as texts } from '@core/messages/en/pay';
import { firstNameLastInitial } from '@core/names';
import {
  CANCELLED_LINE_KINDS,
  COMPLETED_LINE_KINDS,
  csvAmount,
  isAppMethod,
  lineTotalCents,
  needsQuantity,
  PAY_ADJUSTMENTS_PER_LINE_MAX,
  type PayAdjustmentKind,
  type PayMethod,
} from '@core/pay';
import { placeName } from '@core/places';
import type { MarkPaidInput, PayLine, PayPayment, ProposeAdjustmentInput } from '@core/schemas/pay';
import { turnoverDay } from '@core/turnover-text';
import { INTL_TAGS } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { userLocale } from '../../i18n/locale';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/client';
import {
  cleanerProfile,
  hostProfile,
  job,
  jobTeamMember,
  payAdjustment,
  payLine,
  payPair,
  payPayment,
  turnover,
} from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { build } from '../../email/templates';
import { AppError, notFound } from '../../errors';
import { createNotification } from '../notifications';
import { readLines, readPayments, type Role } from './ledger';

const t = texts.server;
const e = t.errors;
export type PayMailDeps = { mailer: Pick<Mailer, 'enqueue'>; appUrl: string };

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
const refused = (message: string) => new AppError('INVALID_TRANSITION', message);
const gone = () => notFound(e.notFound);

/** "$95.50" / "$1,250.00" from cents, for notifications (no floating point). */
export const usd = (cents: number) => {
  const text = csvAmount(Math.abs(cents));
  const [whole = '0', part = '00'] = text.split('.');
  return `${cents < 0 ? '−' : ''}$${Number(whole).toLocaleString('en-US')}.${part}`;
};

/**
 * The line of a turnover just completed, at the payment stored with it (read as exact cents by the
 * database). Called by turnover runs in the completing transaction; a second call changes nothing.
 */
export async function openPayLine(tx: Tx, turnoverId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${payLine} (turnover_id, job_id, host_user_id, cleaner_user_id, kind, date, base_cents)
    select t.id, t.job_id, j.host_user_id, t.assigned_cleaner_user_id, 'completed', t.date, round(t.payment * 100)::integer
    from ${turnover} t join ${job} j on j.id = t.job_id
    where t.id = ${turnoverId} and t.status = 'completed' and t.assigned_cleaner_user_id is not null
    on conflict do nothing`);
}

/**
 * Lines for every completed turnover that has none (the demo's history, written as rows; the
 * migration did the same for turnovers completed before the ledger existed).
 */
export async function openMissingPayLines(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into ${payLine} (turnover_id, job_id, host_user_id, cleaner_user_id, kind, date, base_cents)
    select t.id, t.job_id, j.host_user_id, t.assigned_cleaner_user_id, 'completed', t.date, round(t.payment * 100)::integer
    from ${turnover} t join ${job} j on j.id = t.job_id
    where t.status = 'completed' and t.assigned_cleaner_user_id is not null
    on conflict do nothing`);
}

type LineRow = typeof payLine.$inferSelect;

/**
 * The viewer's line of a turnover, locked, and their side in it; for a cancelled turnover of theirs
 * with no line yet, `cancelled` tells who may get one for a late cancellation fee. 404 for anyone
 * who is neither the turnover's host nor its cleaner.
 */
async function lockTurnoverLine(
  tx: Tx,
  viewerId: string,
  turnoverId: string,
): Promise<{ line: LineRow | null; role: Role; cancelledWith: { hostUserId: string; cleanerUserId: string } | null }> {
  const [existing] = await tx
    .select()
    .from(payLine)
    .where(
      and(
        eq(payLine.turnoverId, turnoverId),
        or(eq(payLine.hostUserId, viewerId), eq(payLine.cleanerUserId, viewerId)),
      ),
    )
    .orderBy(sql`${payLine.createdAt} desc`)
    .limit(1)
    .for('update');
  if (existing)
    return { line: existing, role: existing.hostUserId === viewerId ? 'host' : 'cleaner', cancelledWith: null };
  const [row] = await tx
    .select({ status: turnover.status, cleanerUserId: turnover.assignedCleanerUserId, hostUserId: job.hostUserId })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(eq(turnover.id, turnoverId))
    .limit(1);
  if (!row || (row.hostUserId !== viewerId && row.cleanerUserId !== viewerId)) throw gone();
  const role: Role = row.hostUserId === viewerId ? 'host' : 'cleaner';
  const cancelledWith =
    row.status === 'cancelled' && row.cleanerUserId
      ? { hostUserId: row.hostUserId, cleanerUserId: row.cleanerUserId }
      : null;
  return { line: null, role, cancelledWith };
}

/** What the viewer may do with a turnover's pay (its line, 'Mark paid', the kinds they may propose). */
export async function turnoverPay(q: Queryable, viewerId: string, turnoverId: string, now: Date) {
  const [row] = await q
    .select({ status: turnover.status, cleanerUserId: turnover.assignedCleanerUserId, hostUserId: job.hostUserId })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(eq(turnover.id, turnoverId))
    .limit(1);
  const lines = await readLines(
    q,
    and(eq(payLine.turnoverId, turnoverId), or(eq(payLine.hostUserId, viewerId), eq(payLine.cleanerUserId, viewerId)))!,
    viewerId,
    now,
  );
  const line = lines[lines.length - 1] ?? null;
  if (!line && (!row || (row.hostUserId !== viewerId && row.cleanerUserId !== viewerId))) throw gone();
  const open = line ? line.payStatus === 'unpaid' : row?.status === 'cancelled' && !!row.cleanerUserId;
  const kinds: PayAdjustmentKind[] = !open
    ? []
    : line?.kind === 'completed'
      ? [...COMPLETED_LINE_KINDS]
      : [...CANCELLED_LINE_KINDS];
  const canMarkPaid =
    !!line &&
    line.host.userId === viewerId &&
    line.payStatus === 'unpaid' &&
    line.totalCents >= 0 &&
    line.adjustments.every((a) => a.status !== 'pending');
  return { line, canMarkPaid, canProposeKinds: kinds };
}

type PeopleRow = {
  host: { userId: string; firstName: string; lastName: string; email: string };
  cleaner: { userId: string; firstName: string; lastName: string; email: string };
  place: string;
};

async function peopleOf(
  q: Queryable,
  line: Pick<LineRow, 'hostUserId' | 'cleanerUserId' | 'jobId'>,
): Promise<PeopleRow> {
  const [h] = await q
    .select({
      userId: hostProfile.userId,
      firstName: hostProfile.firstName,
      lastName: hostProfile.lastName,
      email: hostProfile.email,
    })
    .from(hostProfile)
    .where(eq(hostProfile.userId, line.hostUserId));
  const [c] = await q
    .select({
      userId: cleanerProfile.userId,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      email: cleanerProfile.email,
    })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, line.cleanerUserId));
  const [j] = await q
    .select({ propertyAddress: job.propertyAddress, city: job.city, state: job.state })
    .from(job)
    .where(eq(job.id, line.jobId));
  return { host: h!, cleaner: c!, place: j ? placeName(j) : '' };
}

async function oneLine(q: Queryable, lineId: string, viewerId: string, now: Date): Promise<PayLine> {
  const [line] = await readLines(q, eq(payLine.id, lineId), viewerId, now);
  if (!line) throw gone();
  return line;
}

/** Either side proposes an adjustment on a turnover's line; the other side is told (bell and email). */
export async function proposeAdjustment(
  tx: Tx,
  input: { viewerId: string; turnoverId: string; adjustment: z.output<typeof ProposeAdjustmentInput> },
  deps: PayMailDeps,
  now: Date,
): Promise<PayLine> {
  const a = input.adjustment;
  const quantity = a.quantity ?? null;
  if (needsQuantity(a.kind) && quantity === null) throw invalid('quantity', e.quantityNeeded);
  if (!needsQuantity(a.kind) && quantity !== null) throw invalid('quantity', e.quantityNotAllowed);
  if (a.kind === 'deduction' && !a.note) throw invalid('note', e.noteNeeded);
  const found = await lockTurnoverLine(tx, input.viewerId, input.turnoverId);
  let line = found.line;
  if (!line) {
    if (!found.cancelledWith) throw refused(e.notPayable);
    if (a.kind !== 'late_cancellation') throw refused(e.kindNotHere);
    const [j] = await tx
      .select({ jobId: turnover.jobId, date: turnover.date })
      .from(turnover)
      .where(eq(turnover.id, input.turnoverId));
    await tx
      .insert(payLine)
      .values({
        turnoverId: input.turnoverId,
        jobId: j!.jobId,
        hostUserId: found.cancelledWith.hostUserId,
        cleanerUserId: found.cancelledWith.cleanerUserId,
        kind: 'cancelled',
        date: j!.date,
        baseCents: 0,
      })
      .onConflictDoNothing();
    line = (await lockTurnoverLine(tx, input.viewerId, input.turnoverId)).line!;
  }
  const allowed: readonly PayAdjustmentKind[] = line.kind === 'completed' ? COMPLETED_LINE_KINDS : CANCELLED_LINE_KINDS;
  if (!allowed.includes(a.kind)) throw refused(e.kindNotHere);
  if (line.paymentId) throw refused(e.linePaid);
  const [{ n }] = (await tx.select({ n: count() }).from(payAdjustment).where(eq(payAdjustment.lineId, line.id))) as [
    { n: number },
  ];
  if (n >= PAY_ADJUSTMENTS_PER_LINE_MAX)
    throw new AppError('LIMIT_REACHED', format(e.tooManyAdjustments, { max: PAY_ADJUSTMENTS_PER_LINE_MAX }));
  await tx.insert(payAdjustment).values({
    lineId: line.id,
    kind: a.kind,
    quantity,
    amountCents: a.amountCents,
    note: a.note,
    proposedBy: found.role,
    proposedAt: now,
  });
  await tellProposed(tx, line, found.role, { kind: a.kind, amountCents: a.amountCents }, deps);
  return oneLine(tx, line.id, input.viewerId, now);
}

function kindAmount(kind: PayAdjustmentKind, amountCents: number) {
  return { kind: t.kinds[kind], amount: usd(kind === 'deduction' ? -amountCents : amountCents) };
}

async function tellProposed(
  tx: Tx,
  line: LineRow,
  by: Role,
  a: { kind: PayAdjustmentKind; amountCents: number },
  deps: PayMailDeps,
) {
  const people = await peopleOf(tx, line);
  const proposer = by === 'host' ? people.host : people.cleaner;
  const to = by === 'host' ? people.cleaner : people.host;
  // The bell keeps the English words, which each reader's list translates when read (decision 052);
  // the email goes out in the recipient's language, whoever proposed it (issue 41).
  const locale = await userLocale(tx, to.userId);
  const paramsIn = (words: ReturnType<typeof messagesFor>['pay']['server'], at: typeof locale) => ({
    name: firstNameLastInitial(proposer.firstName, proposer.lastName),
    place: people.place,
    date: turnoverDay(line.date, at),
    kind: words.kinds[a.kind],
    amount: usd(a.kind === 'deduction' ? -a.amountCents : a.amountCents),
  });
  const bell = paramsIn(t, 'en');
  await createNotification(tx, {
    userId: to.userId,
    type: by === 'host' ? 'pay_to_cleaner' : 'pay_to_host',
    title: format(t.adjustmentProposed.title, bell),
    message: format(t.adjustmentProposed.message, bell),
    data: { turnover_id: line.turnoverId },
  });
  const m = messagesFor(locale).pay.server.adjustmentProposed;
  const params = paramsIn(messagesFor(locale).pay.server, locale);
  const message = format(m.message, params);
  const page = by === 'host' ? '/cleaner/earnings' : '/host/payments';
  await deps.mailer.enqueue(tx, {
    to: to.email,
    kind: 'pay-adjustment-proposed',
    ...build({
      appUrl: deps.appUrl,
      subject: format(m.subject, params),
      preheader: message,
      heading: m.heading,
      paragraphs: [message],
      action: { label: m.action, url: `${deps.appUrl}${page}` },
      footnote: m.footnote,
      locale,
    }),
  });
}

/** The adjustment and its line, both locked (the line first, as every write does); 404 outside the pair. */
async function lockAdjustment(tx: Tx, viewerId: string, adjustmentId: string) {
  const [found] = await tx
    .select({ lineId: payAdjustment.lineId })
    .from(payAdjustment)
    .where(eq(payAdjustment.id, adjustmentId))
    .limit(1);
  if (!found) throw gone();
  const [line] = await tx.select().from(payLine).where(eq(payLine.id, found.lineId)).limit(1).for('update');
  if (!line || (line.hostUserId !== viewerId && line.cleanerUserId !== viewerId)) throw gone();
  const [adj] = await tx.select().from(payAdjustment).where(eq(payAdjustment.id, adjustmentId)).limit(1).for('update');
  if (!adj) throw gone();
  const role: Role = line.hostUserId === viewerId ? 'host' : 'cleaner';
  return { line, adj, role };
}

/** The other side accepts or declines a pending adjustment; the proposer is told in the bell. */
export async function answerAdjustment(
  tx: Tx,
  input: { viewerId: string; adjustmentId: string; accept: boolean },
  now: Date,
): Promise<PayLine> {
  const { line, adj, role } = await lockAdjustment(tx, input.viewerId, input.adjustmentId);
  if (adj.proposedBy === role) throw new AppError('FORBIDDEN', e.ownProposal);
  if (adj.status !== 'pending') throw refused(e.notPending);
  if (line.paymentId) throw refused(e.linePaid);
  await tx
    .update(payAdjustment)
    .set({ status: input.accept ? 'accepted' : 'declined', answeredAt: now })
    .where(eq(payAdjustment.id, adj.id));
  const people = await peopleOf(tx, line);
  const answerer = role === 'host' ? people.host : people.cleaner;
  const params = {
    name: firstNameLastInitial(answerer.firstName, answerer.lastName),
    place: people.place,
    date: turnoverDay(line.date),
    ...kindAmount(adj.kind, adj.amountCents),
  };
  const m = t.adjustmentAnswered;
  await createNotification(tx, {
    userId: role === 'host' ? line.cleanerUserId : line.hostUserId,
    type: role === 'host' ? 'pay_to_cleaner' : 'pay_to_host',
    title: format(input.accept ? m.acceptedTitle : m.declinedTitle, params),
    message: format(m.message, params),
    data: { turnover_id: line.turnoverId },
  });
  return oneLine(tx, line.id, input.viewerId, now);
}

/** The proposer takes back a pending adjustment (it stays visible as withdrawn). */
export async function withdrawAdjustment(
  tx: Tx,
  input: { viewerId: string; adjustmentId: string },
  now: Date,
): Promise<PayLine> {
  const { line, adj, role } = await lockAdjustment(tx, input.viewerId, input.adjustmentId);
  if (adj.proposedBy !== role) throw new AppError('FORBIDDEN', e.notProposer);
  if (adj.status !== 'pending') throw refused(e.notPending);
  await tx.update(payAdjustment).set({ status: 'withdrawn', answeredAt: now }).where(eq(payAdjustment.id, adj.id));
  return oneLine(tx, line.id, input.viewerId, now);
}

/** A pending expense of the viewer's, locked, for its receipt (upload admission, and recording it). */
export async function admitReceipt(tx: Tx, viewerId: string, adjustmentId: string): Promise<void> {
  const { adj, role } = await lockAdjustment(tx, viewerId, adjustmentId);
  if (adj.proposedBy !== role) throw new AppError('FORBIDDEN', e.notProposer);
  if (adj.status !== 'pending' || adj.kind !== 'expense') throw refused(e.notExpense);
}

/** The adjustment as the viewer sees it (after a receipt upload). */
export async function adjustmentView(q: Queryable, viewerId: string, adjustmentId: string, now: Date) {
  const [row] = await q
    .select({ lineId: payAdjustment.lineId })
    .from(payAdjustment)
    .where(eq(payAdjustment.id, adjustmentId));
  if (!row) throw gone();
  const line = await oneLine(q, row.lineId, viewerId, now);
  const adjustment = line.adjustments.find((a) => a.id === adjustmentId);
  if (!adjustment || (line.host.userId !== viewerId && line.cleaner.userId !== viewerId)) throw gone();
  return { adjustment };
}

/** Today's date in UTC plus one day: the latest `paidOn` allowed (a host in Hawaii at night, a cleaner in the east). */
function latestPaidOn(now: Date): string {
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
const realDate = (d: string) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};

/** The host marks a set of one pair's unpaid lines paid; the cleaner is told (bell and email). */
export async function markPaid(
  tx: Tx,
  hostUserId: string,
  input: z.output<typeof MarkPaidInput>,
  deps: PayMailDeps,
  now: Date,
): Promise<PayPayment> {
  if (input.appBusiness && !isAppMethod(input.method as PayMethod)) throw invalid('appBusiness', e.appBusinessMethod);
  if (!realDate(input.paidOn) || input.paidOn < '2000-01-01' || input.paidOn > latestPaidOn(now))
    throw invalid('paidOn', e.paidOnInvalid);
  const ids = [...new Set(input.lineIds)];
  const lines = await tx
    .select()
    .from(payLine)
    .where(
      and(inArray(payLine.id, ids), eq(payLine.hostUserId, hostUserId), eq(payLine.cleanerUserId, input.cleanerUserId)),
    )
    .orderBy(payLine.id)
    .for('update');
  if (lines.length !== ids.length) throw gone();
  if (lines.some((l) => l.paymentId)) throw refused(e.linePaid);
  const adjustments = await tx
    .select({
      lineId: payAdjustment.lineId,
      kind: payAdjustment.kind,
      amountCents: payAdjustment.amountCents,
      status: payAdjustment.status,
    })
    .from(payAdjustment)
    .where(inArray(payAdjustment.lineId, ids));
  if (adjustments.some((a) => a.status === 'pending')) throw refused(e.pendingAdjustments);
  let amountCents = 0;
  for (const l of lines)
    amountCents += lineTotalCents(
      l.baseCents,
      adjustments.filter((a) => a.lineId === l.id),
    );
  if (amountCents < 0) throw refused(e.negativePayment);
  const [payment] = await tx
    .insert(payPayment)
    .values({
      hostUserId,
      cleanerUserId: input.cleanerUserId,
      method: input.method,
      appBusiness: input.appBusiness,
      paidOn: input.paidOn,
      reference: input.reference,
      amountCents,
      markedAt: now,
    })
    .returning();
  await tx.update(payLine).set({ paymentId: payment!.id }).where(inArray(payLine.id, ids));
  const people = await peopleOf(tx, lines[0]!);
  const locale = await userLocale(tx, input.cleanerUserId);
  const paramsIn = (words: ReturnType<typeof messagesFor>['pay']['server'], at: typeof locale) => ({
    name: firstNameLastInitial(people.host.firstName, people.host.lastName),
    amount: usd(amountCents),
    method: words.methods[input.method],
    date: turnoverDay(input.paidOn, at),
  });
  const bell = paramsIn(t, 'en');
  await createNotification(tx, {
    userId: input.cleanerUserId,
    type: 'pay_to_cleaner',
    title: format(t.paymentMarked.title, bell),
    message: plural(t.paymentMarked.message, ids.length, bell),
    data: {},
  });
  const words = messagesFor(locale).pay.server;
  const m = words.paymentMarked;
  const message = plural(m.message, ids.length, paramsIn(words, locale), INTL_TAGS[locale]);
  const params = paramsIn(words, locale);
  await deps.mailer.enqueue(tx, {
    to: people.cleaner.email,
    kind: 'pay-payment-marked',
    ...build({
      appUrl: deps.appUrl,
      subject: format(m.subject, params),
      preheader: message,
      heading: m.heading,
      paragraphs: [message],
      action: { label: m.action, url: `${deps.appUrl}/cleaner/earnings` },
      footnote: m.footnote,
      locale,
    }),
  });
  const [shown] = await readPayments(tx, eq(payPayment.id, payment!.id), now);
  return shown!;
}

/** The paid cleaner confirms a payment received (again: the same answer); the host is told in the bell. */
export async function confirmReceived(tx: Tx, viewerId: string, paymentId: string, now: Date): Promise<PayPayment> {
  const [p] = await tx.select().from(payPayment).where(eq(payPayment.id, paymentId)).limit(1).for('update');
  if (!p || (p.hostUserId !== viewerId && p.cleanerUserId !== viewerId)) throw gone();
  if (p.cleanerUserId !== viewerId) throw new AppError('FORBIDDEN', e.notYourPayment);
  if (!p.receivedAt) {
    await tx.update(payPayment).set({ receivedAt: now }).where(eq(payPayment.id, p.id));
    const [c] = await tx
      .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, p.cleanerUserId));
    const params = {
      name: firstNameLastInitial(c?.firstName, c?.lastName),
      amount: usd(p.amountCents),
      method: t.methods[p.method],
      date: turnoverDay(p.paidOn),
    };
    await createNotification(tx, {
      userId: p.hostUserId,
      type: 'pay_to_host',
      title: format(t.paymentReceived.title, params),
      message: format(t.paymentReceived.message, params),
      data: {},
    });
  }
  const [shown] = await readPayments(tx, eq(payPayment.id, p.id), now);
  return shown!;
}

/**
 * Whether host and cleaner are a pair: a line between them, or the cleaner was on one of the
 * host's teams (hired). Anything else is not the viewer's to see.
 */
export async function isPair(q: Queryable, hostUserId: string, cleanerUserId: string): Promise<boolean> {
  const [line] = await q
    .select({ id: payLine.id })
    .from(payLine)
    .where(and(eq(payLine.hostUserId, hostUserId), eq(payLine.cleanerUserId, cleanerUserId)))
    .limit(1);
  if (line) return true;
  const [member] = await q
    .select({ id: jobTeamMember.id })
    .from(jobTeamMember)
    .innerJoin(job, eq(job.id, jobTeamMember.jobId))
    .where(and(eq(job.hostUserId, hostUserId), eq(jobTeamMember.cleanerUserId, cleanerUserId)))
    .limit(1);
  return !!member;
}

/** The viewer's pair with `withUserId`: who is the host and who the cleaner; 404 when they are none. */
export async function resolvePair(
  q: Queryable,
  viewerId: string,
  withUserId: string,
): Promise<{ hostUserId: string; cleanerUserId: string; role: Role }> {
  if (viewerId !== withUserId) {
    if (await isPair(q, viewerId, withUserId)) return { hostUserId: viewerId, cleanerUserId: withUserId, role: 'host' };
    if (await isPair(q, withUserId, viewerId))
      return { hostUserId: withUserId, cleanerUserId: viewerId, role: 'cleaner' };
  }
  throw gone();
}

/** The host's W-9 checkbox for one of their cleaners. */
export async function setW9(tx: Tx, hostUserId: string, cleanerUserId: string, received: boolean, now: Date) {
  if (!(await isPair(tx, hostUserId, cleanerUserId))) throw gone();
  await tx
    .insert(payPair)
    .values({ hostUserId, cleanerUserId, w9ReceivedAt: received ? now : null })
    .onConflictDoUpdate({
      target: [payPair.hostUserId, payPair.cleanerUserId],
      set: {
        w9ReceivedAt: received ? sql`coalesce(${payPair.w9ReceivedAt}, ${now.toISOString()}::timestamptz)` : null,
      },
    });
  return { w9Received: received };
}

export async function w9Received(q: Queryable, hostUserId: string, cleanerUserId: string): Promise<boolean> {
  const [row] = await q
    .select({ at: payPair.w9ReceivedAt })
    .from(payPair)
    .where(
      and(
        eq(payPair.hostUserId, hostUserId),
        eq(payPair.cleanerUserId, cleanerUserId),
        isNotNull(payPair.w9ReceivedAt),
      ),
    )
    .limit(1);
  return !!row;
}
