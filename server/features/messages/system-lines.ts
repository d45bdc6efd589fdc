// The turnover's story in the thread (issue 40): each change of a turnover between a host and a
// cleaner (offered, confirmed, can't make it, lapsed, cancelled, started, problem, completed)
// appends a system line to their conversation, made if need be, in the transaction of the change.
// The turnover features call this through the door at the one place each change happens; each
// reader's page words the line in their own language from its event.
import { eq, inArray } from 'drizzle-orm';
import type { SystemEvent } from '@core/message-rules';
import type { Queryable } from '../../db/client';
import { conversation, job, message } from '../../db/schema';
import { ensureConversation } from './conversations';
import { announceMessage } from './send';

export type SystemLine = { jobId: string; turnoverId: string; cleanerUserId: string; event: SystemEvent };

/** Appends the lines (a batch of offers makes one statement per conversation), oldest first as given. */
export async function appendSystemLines(q: Queryable, lines: readonly SystemLine[]): Promise<void> {
  if (lines.length === 0) return;
  const jobIds = [...new Set(lines.map((l) => l.jobId))];
  const hosts = new Map(
    (await q.select({ id: job.id, hostUserId: job.hostUserId }).from(job).where(inArray(job.id, jobIds))).map((j) => [
      j.id,
      j.hostUserId,
    ]),
  );
  const byPair = new Map<string, { host: string; cleaner: string; lines: SystemLine[] }>();
  for (const line of lines) {
    const host = hosts.get(line.jobId);
    if (!host) continue;
    const key = `${host} ${line.cleanerUserId}`;
    const entry = byPair.get(key) ?? { host, cleaner: line.cleanerUserId, lines: [] };
    entry.lines.push(line);
    byPair.set(key, entry);
  }
  for (const pair of byPair.values()) {
    const conversationId = await ensureConversation(q, pair.host, pair.cleaner);
    const rows = await q
      .insert(message)
      .values(
        pair.lines.map((l) => ({
          conversationId,
          kind: 'system' as const,
          event: l.event,
          jobId: l.jobId,
          turnoverId: l.turnoverId,
        })),
      )
      .returning({ id: message.id, createdAt: message.createdAt });
    const [c] = await q
      .update(conversation)
      .set({ lastMessageAt: rows[rows.length - 1]!.createdAt })
      .where(eq(conversation.id, conversationId))
      .returning();
    for (const r of rows) await announceMessage(q, c!, r.id);
  }
}

export const appendSystemLine = (q: Queryable, line: SystemLine) => appendSystemLines(q, [line]);
