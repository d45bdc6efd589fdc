// Issue 42: the demo's pay records. Every completed turnover of the demo (written as rows) gets its
// pay line, and Maria has proposed a late checkout on the turnover she completed two days ago, so
// the host's payments page opens on something to answer.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payAdjustment, payLine } from '../db/schema';
import { openMissingPayLines } from '../features/pay';

export async function seedDemoPay(tx: Tx, input: { now: Date; completedTurnoverId: string; cleanerUserId: string }) {
  await openMissingPayLines(tx);
  const [line] = await tx
    .select({ id: payLine.id })
    .from(payLine)
    .where(and(eq(payLine.turnoverId, input.completedTurnoverId), eq(payLine.cleanerUserId, input.cleanerUserId)))
    .limit(1);
  if (!line) return;
  await tx.insert(payAdjustment).values({
    lineId: line.id,
    kind: 'late_checkout',
    quantity: 45,
    amountCents: 2500,
    note: 'The guests left at 11:45, so I started late and stayed on.',
    proposedBy: 'cleaner',
    proposedAt: new Date(input.now.getTime() - 24 * 3_600_000),
  });
}
