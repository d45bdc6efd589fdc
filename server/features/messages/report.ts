// Reporting a conversation (issue 40). There is no support queue yet (the reviews issue has not
// landed), so a report is an email to the support address with the conversation's id, who reported
// it and why; support reads the conversation from the database. Rate limited per person (routes.ts).
import type { z } from 'zod';
import type { ReportConversationInput } from '@core/schemas/messages';
import { messageEmails as text } from '@core/messages/en/message-emails';
import type { Tx } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { conversationReportEmail } from '../../email/templates';
import { notFound } from '../../errors';
import { conversationOf } from './policy';
import { nameOf } from './reads';

export async function reportConversation(
  tx: Tx,
  deps: { mailer: Mailer; appUrl: string; supportEmail: string },
  input: { userId: string; conversationId: string; report: z.output<typeof ReportConversationInput> },
): Promise<void> {
  const found = await conversationOf(tx, input.userId, input.conversationId);
  if (!found) throw notFound(text.errors.conversationNotFound);
  await deps.mailer.enqueue(tx, {
    to: deps.supportEmail,
    kind: 'conversation-report',
    ...conversationReportEmail({
      appUrl: deps.appUrl,
      conversationId: input.conversationId,
      reporter: await nameOf(tx, input.userId),
      role: found.conversation.hostUserId === input.userId ? 'host' : 'cleaner',
      userId: input.userId,
      reason: input.report.reason,
      details: input.report.details,
    }),
  });
}
