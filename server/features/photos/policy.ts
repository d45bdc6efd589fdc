// Who may see a stored photo (issue 18), deny by default: the job's host and the cleaner who took
// it; a playbook item's reference photo also the job's cleaners (its team, and whoever a turnover
// of the job is assigned to), who need to see how it should look. Everyone else gets "not found",
// so a guessed or old id reveals nothing.
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { job, jobTeamMember, photo, turnover } from '../../db/schema';

export type StoredPhoto = typeof photo.$inferSelect;

/** The photo if `userId` may see it, else null. */
export async function visiblePhoto(q: Queryable, userId: string, photoId: string): Promise<StoredPhoto | null> {
  const [row] = await q
    .select({ photo })
    .from(photo)
    .innerJoin(job, eq(job.id, photo.jobId))
    .where(
      and(
        eq(photo.id, photoId),
        eq(job.status, 'active'),
        or(
          eq(photo.ownerUserId, userId),
          eq(job.hostUserId, userId),
          and(
            eq(photo.purpose, 'reference'),
            or(
              sql`exists (select 1 from ${jobTeamMember} where ${jobTeamMember.jobId} = ${photo.jobId} and ${jobTeamMember.cleanerUserId} = ${userId} and ${isNull(jobTeamMember.removedAt)})`,
              sql`exists (select 1 from ${turnover} where ${turnover.jobId} = ${photo.jobId} and ${turnover.assignedCleanerUserId} = ${userId} and ${ne(turnover.status, 'cancelled')})`,
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return row?.photo ?? null;
}
