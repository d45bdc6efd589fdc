// Reporting a conversation (issue 40). Since issue 39 a report is a case in the support queue
// (kind 'conversation', support-subject.ts), which the accounts in SUPPORT_ADMIN_EMAILS work through
// at /support. While no support admin is configured nobody would see the queue, so the report is
// also emailed to SUPPORT_EMAIL as before. Rate limited per person (routes.ts).
import type { z } from 'zod';
import type { ReportConversationInput } from '@core/schemas/messages';
import { messageEmails as text } from '@core/messages/en/message-emails';
import type { Tx } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { conversationReportEmail } from '../../email/templates';
import { notFound } from '../../errors';
import { fileSupportCase } from '../support';
import { conversationOf } from './policy';
import { nameOf } from './reads';
import { conversationSubjectId } from './support-subject';

export async function reportConversation(
  tx: Tx,
  deps: { mailer: Mailer; appUrl: string; supportEmail: string; supportAdmins: readonly string[] },
  input: { userId: string; conversationId: string; report: z.output<typeof ReportConversationInput> },
): Promise<void> {
  const found = await conversationOf(tx, input.userId, input.conversationId);
  if (!found) throw notFound(text.errors.conversationNotFound);
  const role = found.conversation.hostUserId === input.userId ? 'host' : 'cleaner';
  const reported = role === 'host' ? found.conversation.cleanerUserId : found.conversation.hostUserId;
  await fileSupportCase(tx, {
    kind: 'conversation',
    subjectId: conversationSubjectId(input.conversationId, reported),
    reporterId: input.userId,
    reason: input.report.reason,
    details: input.report.details,
  });
  if (deps.supportAdmins.length > 0) return;
  await deps.mailer.enqueue(tx, {
    to: deps.supportEmail,
    kind: 'conversation-report',
    ...conversationReportEmail({
      appUrl: deps.appUrl,
      conversationId: input.conversationId,
      reporter: await nameOf(tx, input.userId),
      role,
      userId: input.userId,
      reason: input.report.reason,
      details: input.report.details,
    }),
  });
}
