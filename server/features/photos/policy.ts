// Who may see a stored photo (issue 18), deny by default: the job's host and the cleaner who took
// it; a playbook item's reference photo also the job's cleaners (its team, and whoever a turnover
// of the job is assigned to), who need to see how it should look. A message's photo (issue 40): its
// sender, and the other side of its conversation once it is sent. An expense's receipt (issue 42):
// the host and the cleaner of its pay line. Everyone else gets "not found",
// so a guessed or old id reveals nothing.
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conversationMember, job, jobTeamMember, payAdjustment, payLine, photo, turnover } from '../../db/schema';

export type StoredPhoto = typeof photo.$inferSelect;

/** The photo if `userId` may see it, else null. */
export async function visiblePhoto(q: Queryable, userId: string, photoId: string): Promise<StoredPhoto | null> {
  const [row] = await q
    .select({ photo })
    .from(photo)
    .leftJoin(job, eq(job.id, photo.jobId))
    .where(
      and(
        eq(photo.id, photoId),
        or(
          and(
            eq(photo.purpose, 'message'),
            or(
              eq(photo.ownerUserId, userId),
              and(
                isNotNull(photo.messageId),
                sql`exists (select 1 from ${conversationMember} where ${conversationMember.conversationId} = ${photo.conversationId} and ${conversationMember.userId} = ${userId})`,
              ),
            ),
          ),
          // Issue 42: an expense's receipt: the two people of its pay line.
          and(
            eq(photo.purpose, 'receipt'),
            sql`exists (select 1 from ${payAdjustment} a join ${payLine} l on l.id = a.line_id where a.id = ${photo.payAdjustmentId} and (l.host_user_id = ${userId} or l.cleaner_user_id = ${userId}))`,
          ),
          and(eq(job.status, 'active'), jobPhotoVisible(userId)),
        ),
      ),
    )
    .limit(1);
  return row?.photo ?? null;
}

/** A job's photo (not a message's): the rules of the module comment. */
function jobPhotoVisible(userId: string) {
  return or(
    eq(photo.ownerUserId, userId),
    eq(job.hostUserId, userId),
    and(
      eq(photo.purpose, 'reference'),
      or(
        sql`exists (select 1 from ${jobTeamMember} where ${jobTeamMember.jobId} = ${photo.jobId} and ${jobTeamMember.cleanerUserId} = ${userId} and ${isNull(jobTeamMember.removedAt)})`,
        sql`exists (select 1 from ${turnover} where ${turnover.jobId} = ${photo.jobId} and ${turnover.assignedCleanerUserId} = ${userId} and ${ne(turnover.status, 'cancelled')})`,
      ),
    ),
  );
}
