// The 'conversation' kind of support case (issue 39): a conversation someone reported. Its subject
// id names the conversation and the reported account (the other member, not the reporter):
// "<conversation id>/<reported user id>". Support sees the newest messages as plain text and
// either closes it or suspends the reported account (through the support door).
import { desc, eq } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { support as text } from '@core/messages/en/support';
import type { Queryable } from '../../db/client';
import { conversation, message } from '../../db/schema';
import { suspendAccount, type SupportSubject } from '../support';
import { nameOf } from './reads';

/** How many of the newest messages support is shown. */
const SHOWN = 30;

export const conversationSubjectId = (conversationId: string, reportedUserId: string) =>
  `${conversationId}/${reportedUserId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(subjectId: string): { conversationId: string; reportedUserId: string } | null {
  const [conversationId, reportedUserId, ...rest] = subjectId.split('/');
  if (rest.length || !conversationId || !reportedUserId || !UUID.test(conversationId) || !UUID.test(reportedUserId))
    return null;
  return { conversationId, reportedUserId };
}

async function load(q: Queryable, subjectId: string) {
  const ids = parse(subjectId);
  if (!ids) return null;
  const [c] = await q.select().from(conversation).where(eq(conversation.id, ids.conversationId)).limit(1);
  if (!c || (c.hostUserId !== ids.reportedUserId && c.cleanerUserId !== ids.reportedUserId)) return null;
  return { c, reportedUserId: ids.reportedUserId };
}

export const conversationSupportSubject: SupportSubject = {
  async describe(q, subjectId) {
    const found = await load(q, subjectId);
    if (!found) return null;
    const { c, reportedUserId } = found;
    const [host, cleaner] = [await nameOf(q, c.hostUserId), await nameOf(q, c.cleanerUserId)];
    const nameBy = new Map([
      [c.hostUserId, host],
      [c.cleanerUserId, cleaner],
    ]);
    const rows = await q
      .select()
      .from(message)
      .where(eq(message.conversationId, c.id))
      .orderBy(desc(message.seq))
      .limit(SHOWN);
    const lines = rows.reverse().map((m) =>
      format(text.conversation.line, {
        when: `${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        name: m.senderUserId ? (nameBy.get(m.senderUserId) ?? '') : 'TurnReady',
        text: m.text || (m.quickReply ? `[${m.quickReply}]` : m.event ? `[${m.event}]` : text.conversation.photo),
      }),
    );
    const people = [
      { id: c.hostUserId, name: host, role: 'host' as const },
      { id: c.cleanerUserId, name: cleaner, role: 'cleaner' as const },
    ];
    return {
      title: format(text.conversation.title, { host, cleaner }),
      body: lines.length ? lines.join('\n') : text.conversation.noMessages,
      // The reported account first.
      people: people.sort((a, b) => Number(b.id === reportedUserId) - Number(a.id === reportedUserId)),
    };
  },
  actions: [
    { id: 'close', label: text.conversation.actions.close },
    { id: 'suspend', label: text.conversation.actions.suspend },
  ],
  async act(q, subjectId, actionId, actorId, reason) {
    if (actionId !== 'suspend') return;
    const found = await load(q, subjectId);
    // The conversation is gone: its members may be too; nothing to suspend through it.
    if (!found) return;
    await suspendAccount(q, { userId: found.reportedUserId, actorId, reason });
  },
};
