// The support queue's cases (issue 39): filed by the features (a reported conversation, a reported
// review, a contested no-show...), listed with what their subject's handler describes, and closed by
// one of its decisions, with support's reason, in one transaction with the audit log.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { support as text } from '@core/messages/en/support';
import type { SupportCase } from '@core/schemas/support';
import type { SupportCaseStatus } from '@core/support';
import type { Queryable, Tx } from '../../db/client';
import { supportAction, supportCase, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { actorOf, logSupportAction } from './log';
import type { SupportSubjects } from './subjects';

/** Files a case for support (call in the reporting feature's own transaction). Returns its id. */
export async function fileSupportCase(
  q: Queryable,
  input: { kind: string; subjectId: string; reporterId: string | null; reason: string; details?: string; now?: Date },
): Promise<string> {
  const [made] = await q
    .insert(supportCase)
    .values({
      kind: input.kind,
      subjectId: input.subjectId,
      reporterUserId: input.reporterId,
      reason: input.reason,
      details: input.details ?? '',
      ...(input.now && { createdAt: input.now }),
    })
    .returning({ id: supportCase.id });
  return made!.id;
}

/** The most cases one page lists (open ones oldest first, closed ones newest first). */
const PAGE = 100;

export async function listCases(
  q: Queryable,
  subjects: SupportSubjects,
  status: SupportCaseStatus,
): Promise<SupportCase[]> {
  const rows = await q
    .select({ c: supportCase, reporterName: user.name })
    .from(supportCase)
    .leftJoin(user, eq(user.id, supportCase.reporterUserId))
    .where(eq(supportCase.status, status))
    .orderBy(status === 'open' ? asc(supportCase.createdAt) : desc(supportCase.decidedAt), asc(supportCase.id))
    .limit(PAGE);
  const deciders = new Map<string, string>();
  const caseIds = rows.filter((r) => r.c.status === 'closed').map((r) => r.c.id);
  if (caseIds.length) {
    const log = await q
      .select({ caseId: supportAction.caseId, email: supportAction.actorEmail })
      .from(supportAction)
      .where(and(inArray(supportAction.caseId, caseIds), eq(supportAction.action, 'decide')));
    for (const l of log) deciders.set(l.caseId!, l.email);
  }
  return Promise.all(
    rows.map(async ({ c, reporterName }) => {
      const handler = subjects[c.kind];
      const subject = handler ? await handler.describe(q, c.subjectId) : null;
      const label = (id: string) => handler?.actions.find((a) => a.id === id)?.label ?? id;
      return {
        id: c.id,
        kind: c.kind,
        status: c.status,
        reporterName: reporterName ?? null,
        reason: c.reason,
        details: c.details,
        createdAt: c.createdAt.toISOString(),
        subject,
        actions: c.status === 'open' && handler ? handler.actions.map((a) => ({ id: a.id, label: a.label })) : [],
        decision:
          c.status === 'closed' && c.decision && c.decidedAt
            ? {
                actionId: c.decision,
                label: label(c.decision),
                byEmail: deciders.get(c.id) ?? '',
                at: c.decidedAt.toISOString(),
                reason: c.decisionReason ?? '',
              }
            : null,
      };
    }),
  );
}

/**
 * Takes one of the case's decisions: the case is locked, must be open, and the decision one of its
 * kind's; the subject's handler carries it out, the case closes and the log records who, when,
 * what and why, all in one transaction (a second decision on the same case gets 409).
 */
export async function decideCase(
  tx: Tx,
  subjects: SupportSubjects,
  input: { caseId: string; actionId: string; actorId: string; reason: string; now: Date },
): Promise<void> {
  const [c] = await tx.select().from(supportCase).where(eq(supportCase.id, input.caseId)).for('update');
  if (!c) throw notFound(text.errors.caseNotFound);
  if (c.status !== 'open') throw new AppError('CONFLICT', text.errors.caseClosed);
  const handler = subjects[c.kind];
  const action = handler?.actions.find((a) => a.id === input.actionId);
  if (!handler || !action)
    throw new AppError('VALIDATION_FAILED', text.errors.unknownAction, { actionId: text.errors.unknownAction });
  await handler.act(tx, c.subjectId, action.id, input.actorId, input.reason);
  await tx
    .update(supportCase)
    .set({
      status: 'closed',
      decision: action.id,
      decisionReason: input.reason,
      decidedByUserId: input.actorId,
      decidedAt: input.now,
    })
    .where(eq(supportCase.id, c.id));
  await logSupportAction(tx, {
    actor: await actorOf(tx, input.actorId),
    action: 'decide',
    caseId: c.id,
    targetUserId: null,
    detail: action.label,
    reason: input.reason,
    now: input.now,
  });
}
