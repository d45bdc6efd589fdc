// Whether a cleaner's home is their schedule (issue 37): a hired cleaner signs in to
// /cleaner/schedule, not Browse Jobs. Hired means on a live job's team, or holding a turnover still
// to come there (one taken from the open turnovers, without a place on the team).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { job, jobTeamMember, turnover } from '../../db/schema';

export async function cleanerHasSchedule(q: Queryable, cleanerUserId: string, now: Date): Promise<boolean> {
  const [member] = await q
    .select({ id: jobTeamMember.id })
    .from(jobTeamMember)
    .innerJoin(job, eq(job.id, jobTeamMember.jobId))
    .where(
      and(eq(jobTeamMember.cleanerUserId, cleanerUserId), isNull(jobTeamMember.removedAt), eq(job.status, 'active')),
    )
    .limit(1);
  if (member) return true;
  const [assigned] = await q
    .select({ id: turnover.id })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(and(eq(turnover.assignedCleanerUserId, cleanerUserId), gt(turnover.endsAt, now), eq(job.status, 'active')))
    .limit(1);
  return assigned !== undefined;
}
