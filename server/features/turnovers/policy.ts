// Who may see and change turnovers (issue 16), deny by default: only the owning host sees and
// changes a job's turnovers; besides the host, only the cleaner a turnover is assigned to sees it
// and answers it. Everyone else gets "not found", so ids reveal nothing. The property address goes
// to those two only.
import { and, eq } from 'drizzle-orm';
import { job, turnover } from '../../db/schema';
import { hostOwnsJobs } from '../../policies/job-ownership';

/** A job the host may manage turnovers of: their own (the jobs policy). */
export { hostOwnsJob } from '../../policies/job-ownership';

/** A turnover the host may see and change: of one of their own jobs. */
export const hostOwnsTurnover = (hostUserId: string, turnoverId: string) =>
  and(eq(turnover.id, turnoverId), hostOwnsJobs(hostUserId));

/** A turnover the cleaner may see, answer and run: assigned to them, of an active job (join `job`). */
export const assignedTo = (cleanerUserId: string, turnoverId: string) =>
  and(eq(turnover.id, turnoverId), eq(turnover.assignedCleanerUserId, cleanerUserId), eq(job.status, 'active'));

export type Viewer = { userId: string; role: 'host' | 'cleaner' };

/** Whether the viewer gets the property address: the job's host and the turnover's assigned cleaner. */
export function maySeeAddress(
  viewer: Viewer,
  t: { hostUserId: string; assignedCleanerUserId: string | null },
): boolean {
  return viewer.role === 'host' ? viewer.userId === t.hostUserId : viewer.userId === t.assignedCleanerUserId;
}
