// Issue 40: the demo host's conversation with Maria, her primary cleaner: the turnovers' story as
// system lines, dated to when each happened, and a few messages between them (one unread by the
// host, so the header shows a count). Rows written directly, dated, as the demo's notifications are.
import type { QuickReply, SystemEvent } from '@core/message-rules';
import type { Tx } from '../db/client';
import { conversation, conversationMember, message } from '../db/schema';

export type DemoLine =
  | { at: Date; event: SystemEvent; turnoverId: string }
  | { at: Date; from: 'host' | 'cleaner'; text?: string; quickReply?: QuickReply; turnoverId?: string };

export async function seedDemoConversation(
  tx: Tx,
  input: { hostUserId: string; cleanerUserId: string; jobId: string; lines: DemoLine[]; unreadByHost: number },
): Promise<string> {
  const lines = [...input.lines].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = lines[0]!.at;
  const last = lines.at(-1)!.at;
  const [c] = await tx
    .insert(conversation)
    .values({ hostUserId: input.hostUserId, cleanerUserId: input.cleanerUserId, createdAt: first, lastMessageAt: last })
    .returning();
  const rows = await tx
    .insert(message)
    .values(
      lines.map((l) =>
        'event' in l
          ? {
              conversationId: c!.id,
              kind: 'system' as const,
              event: l.event,
              jobId: input.jobId,
              turnoverId: l.turnoverId,
              createdAt: l.at,
            }
          : {
              conversationId: c!.id,
              kind: 'text' as const,
              senderUserId: l.from === 'host' ? input.hostUserId : input.cleanerUserId,
              text: l.text ?? '',
              quickReply: l.quickReply ?? null,
              jobId: input.jobId,
              turnoverId: l.turnoverId ?? null,
              createdAt: l.at,
            },
      ),
    )
    .returning({ seq: message.seq });
  const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
  const hostSeen = seqs[Math.max(0, seqs.length - 1 - input.unreadByHost)]!;
  await tx.insert(conversationMember).values([
    { conversationId: c!.id, userId: input.hostUserId, lastSeenSeq: hostSeen, seenAt: last },
    { conversationId: c!.id, userId: input.cleanerUserId, lastSeenSeq: seqs.at(-1)!, seenAt: last },
  ]);
  return c!.id;
}
