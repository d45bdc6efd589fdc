// Issue 42: reading the ledger (decision 050). A set of a pair's lines is read in three queries
// whatever its size (the lines with their job, people and payment; their adjustments with any
// receipt; the payments' line ids), so a year of a busy pair's statement stays one round of
// index ranges. Every figure is integer cents; totals are summed here from the rows, by the one
// rule in core/pay.ts (lineTotalCents), never by the database in another way.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstNameLastInitial } from '@core/names';
import { isUnconfirmed, lineTotalCents, possibly1099K, signedCents, type PayMethod } from '@core/pay';
import { placeName } from '@core/places';
import type { PayAdjustment, PayLine, PayPayment, PayPerson } from '@core/schemas/pay';
import type { Queryable } from '../../db/client';
import { cleanerProfile, hostProfile, job, payAdjustment, payLine, payPayment, photo } from '../../db/schema';

export type Role = 'host' | 'cleaner';

const hostP = alias(hostProfile, 'pay_host');
const cleanerP = alias(cleanerProfile, 'pay_cleaner');

const person = (userId: string, firstName: string, lastName: string): PayPerson => ({
  userId,
  name: firstNameLastInitial(firstName, lastName),
});

/**
 * Lines (with every adjustment, oldest first) matching `where` on pay_lines, ordered by date. The
 * lines and their adjustments are each one index range of narrow rows; the few properties, people
 * and payments they name are read once each, not joined onto every line.
 */
export async function readLines(q: Queryable, where: SQL, viewerId: string, now: Date): Promise<PayLine[]> {
  const rows = await q
    .select({
      id: payLine.id,
      turnoverId: payLine.turnoverId,
      jobId: payLine.jobId,
      hostUserId: payLine.hostUserId,
      cleanerUserId: payLine.cleanerUserId,
      kind: payLine.kind,
      date: payLine.date,
      baseCents: payLine.baseCents,
      paymentId: payLine.paymentId,
    })
    .from(payLine)
    .where(where)
    .orderBy(asc(payLine.date), asc(payLine.id));
  if (!rows.length) return [];
  const adjustments = await q
    .select({
      id: payAdjustment.id,
      lineId: payAdjustment.lineId,
      kind: payAdjustment.kind,
      quantity: payAdjustment.quantity,
      amountCents: payAdjustment.amountCents,
      note: payAdjustment.note,
      status: payAdjustment.status,
      proposedBy: payAdjustment.proposedBy,
      proposedAt: payAdjustment.proposedAt,
      answeredAt: payAdjustment.answeredAt,
      photoId: photo.id,
    })
    .from(payAdjustment)
    .innerJoin(payLine, eq(payLine.id, payAdjustment.lineId))
    .leftJoin(photo, eq(photo.payAdjustmentId, payAdjustment.id))
    .where(where)
    .orderBy(asc(payAdjustment.proposedAt), asc(payAdjustment.id));
  const byLine = new Map<string, (typeof adjustments)[number][]>();
  for (const a of adjustments) {
    const list = byLine.get(a.lineId);
    if (list) list.push(a);
    else byLine.set(a.lineId, [a]);
  }
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const jobIds = distinct(rows.map((r) => r.jobId));
  const hostIds = distinct(rows.map((r) => r.hostUserId));
  const cleanerIds = distinct(rows.map((r) => r.cleanerUserId));
  const paymentIds = distinct(rows.map((r) => r.paymentId).filter((id): id is string => id !== null));
  const [places, hosts, cleaners, received] = await Promise.all([
    q
      .select({ id: job.id, propertyAddress: job.propertyAddress, city: job.city, state: job.state })
      .from(job)
      .where(inArray(job.id, jobIds)),
    q
      .select({ userId: hostProfile.userId, firstName: hostProfile.firstName, lastName: hostProfile.lastName })
      .from(hostProfile)
      .where(inArray(hostProfile.userId, hostIds)),
    q
      .select({ userId: cleanerProfile.userId, firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
      .from(cleanerProfile)
      .where(inArray(cleanerProfile.userId, cleanerIds)),
    paymentIds.length
      ? q
          .select({ id: payPayment.id, receivedAt: payPayment.receivedAt })
          .from(payPayment)
          .where(inArray(payPayment.id, paymentIds))
      : Promise.resolve([]),
  ]);
  const placeOf = new Map(places.map((p) => [p.id, placeName(p)]));
  const hostOf = new Map(hosts.map((h) => [h.userId, person(h.userId, h.firstName, h.lastName)]));
  const cleanerOf = new Map(cleaners.map((c) => [c.userId, person(c.userId, c.firstName, c.lastName)]));
  const receivedOf = new Map(received.map((p) => [p.id, p.receivedAt !== null]));
  return rows.map((l) => {
    const viewerRole: Role | null =
      viewerId === l.hostUserId ? 'host' : viewerId === l.cleanerUserId ? 'cleaner' : null;
    const adj = (byLine.get(l.id) ?? []).map((a) => presentAdjustment(a, l.turnoverId, viewerRole, now));
    const adjustmentsCents = lineTotalCents(0, adj);
    return {
      id: l.id,
      turnoverId: l.turnoverId,
      kind: l.kind,
      date: l.date,
      jobId: l.jobId,
      property: placeOf.get(l.jobId) ?? '',
      host: hostOf.get(l.hostUserId) ?? person(l.hostUserId, '', ''),
      cleaner: cleanerOf.get(l.cleanerUserId) ?? person(l.cleanerUserId, '', ''),
      baseCents: l.baseCents,
      adjustmentsCents,
      totalCents: l.baseCents + adjustmentsCents,
      payStatus: l.paymentId === null ? 'unpaid' : receivedOf.get(l.paymentId) ? 'received' : 'paid',
      paymentId: l.paymentId,
      adjustments: adj,
    };
  });
}

type AdjustmentRow = typeof payAdjustment.$inferSelect & { photoId: string | null };

function presentAdjustment(a: AdjustmentRow, turnoverId: string, viewerRole: Role | null, now: Date): PayAdjustment {
  const pending = a.status === 'pending';
  return {
    id: a.id,
    lineId: a.lineId,
    turnoverId,
    kind: a.kind,
    quantity: a.quantity,
    amountCents: a.amountCents,
    signedCents: signedCents(a.kind, a.amountCents),
    note: a.note,
    status: a.status,
    proposedBy: a.proposedBy,
    proposedAt: a.proposedAt.toISOString(),
    answeredAt: a.answeredAt?.toISOString() ?? null,
    receiptPhotoId: a.photoId,
    unconfirmed: pending && isUnconfirmed(a.proposedAt, now),
    canAnswer: pending && viewerRole !== null && viewerRole !== a.proposedBy,
    canWithdraw: pending && viewerRole === a.proposedBy,
  };
}

/** Payments matching `where` on pay_payments, with their lines' ids, ordered by the date paid. */
export async function readPayments(q: Queryable, where: SQL, now: Date): Promise<PayPayment[]> {
  const rows = await q
    .select({
      p: payPayment,
      host: { firstName: hostP.firstName, lastName: hostP.lastName },
      cleaner: { firstName: cleanerP.firstName, lastName: cleanerP.lastName },
    })
    .from(payPayment)
    .innerJoin(hostP, eq(hostP.userId, payPayment.hostUserId))
    .innerJoin(cleanerP, eq(cleanerP.userId, payPayment.cleanerUserId))
    .where(where)
    .orderBy(asc(payPayment.paidOn), asc(payPayment.markedAt), asc(payPayment.id));
  if (!rows.length) return [];
  // One row per payment with its lines' ids, not one row per line.
  const lineRows = await q
    .select({
      paymentId: payLine.paymentId,
      ids: sql<string[]>`array_agg(${payLine.id}::text order by ${payLine.date}, ${payLine.id})`,
    })
    .from(payLine)
    .where(
      inArray(
        payLine.paymentId,
        rows.map((r) => r.p.id),
      ),
    )
    .groupBy(payLine.paymentId);
  const lineIds = new Map(lineRows.map((l) => [l.paymentId!, l.ids]));
  return rows.map(({ p, host, cleaner }) => presentPayment(p, host, cleaner, lineIds.get(p.id) ?? [], now));
}

export function presentPayment(
  p: typeof payPayment.$inferSelect,
  host: { firstName: string; lastName: string },
  cleaner: { firstName: string; lastName: string },
  lineIds: string[],
  now: Date,
): PayPayment {
  return {
    id: p.id,
    host: person(p.hostUserId, host.firstName, host.lastName),
    cleaner: person(p.cleanerUserId, cleaner.firstName, cleaner.lastName),
    method: p.method,
    appBusiness: p.appBusiness,
    possibly1099K: possibly1099K(p.method as PayMethod, p.appBusiness),
    paidOn: p.paidOn,
    reference: p.reference,
    amountCents: p.amountCents,
    lineIds,
    status: p.receivedAt ? 'received' : 'paid',
    markedAt: p.markedAt.toISOString(),
    receivedAt: p.receivedAt?.toISOString() ?? null,
    unconfirmed: !p.receivedAt && isUnconfirmed(p.markedAt, now),
  };
}

/** The lines of one pair (host, cleaner). */
export const pairLines = (hostUserId: string, cleanerUserId: string) =>
  and(eq(payLine.hostUserId, hostUserId), eq(payLine.cleanerUserId, cleanerUserId))!;
export const pairPayments = (hostUserId: string, cleanerUserId: string) =>
  and(eq(payPayment.hostUserId, hostUserId), eq(payPayment.cleanerUserId, cleanerUserId))!;

/** A line the viewer is one of the two people of. */
export const viewerLine = (viewerId: string) =>
  or(eq(payLine.hostUserId, viewerId), eq(payLine.cleanerUserId, viewerId))!;
