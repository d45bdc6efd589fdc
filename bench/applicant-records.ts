// Issue 39: "an applicant list of 500 costs no more than today". One host's job gets 500 applicants
// (each with the seeded months of reliability counters, bench/seed.ts), and its applicants page is
// loaded on the database with the reliability record and without it (the page as it was), at the
// same concurrency, one after the other in the same run: the ratio of their throughputs is the cost.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { listApplicants } from '@server/features/applicants/service';
import { loadDatabase, type LoadOptions, type Measure } from './load';
import { RECORD_HISTORY_MONTHS, seededId, type SeedCounts } from './seed';

export const APPLICANTS = 500;

export type ApplicantRecordsResult = {
  applicants: number;
  countersPerApplicant: number;
  withRecords: Measure;
  withoutRecords: Measure;
};

/** Host 1 (premium: every applicant in full) and its first job, which gets APPLICANTS applicants. */
async function seedBigJob(db: Db, counts: SeedCounts): Promise<{ hostUserId: string; jobId: string }> {
  const hostUserId = seededId('host', 1);
  const jobId = seededId('job', 10);
  const cleaners = Math.min(counts.cleaners, APPLICANTS + 100);
  await db.execute(sql`
    insert into applications (job_id, cleaner_user_id, status, applied_at, updated_at)
    select ${jobId}::uuid, c.user_id, 'pending', now() - interval '1 day', now() - interval '1 day'
    from cleaner_profiles c where c.user_id in (${sql.join(
      Array.from({ length: cleaners }, (_, n) => sql`${seededId('cleaner', n)}::uuid`),
      sql`, `,
    )})
    on conflict do nothing`);
  // Exactly APPLICANTS: the ones beyond it go.
  await db.execute(sql`
    delete from applications where job_id = ${jobId}::uuid and id not in (
      select id from applications where job_id = ${jobId}::uuid order by applied_at, id limit ${APPLICANTS})`);
  await db.execute(sql`analyze applications`);
  return { hostUserId, jobId };
}

export async function measureApplicantRecords(
  db: Db,
  counts: SeedCounts,
  load: LoadOptions,
): Promise<ApplicantRecordsResult> {
  const { hostUserId, jobId } = await seedBigJob(db, counts);
  const page = await listApplicants(db, hostUserId, { jobId });
  const applicants = page.jobs[0]!.applicants.length;
  const withRecords = await loadDatabase(db, () => listApplicants(db, hostUserId, { jobId }), load);
  const withoutRecords = await loadDatabase(db, () => listApplicants(db, hostUserId, { jobId, records: false }), load);
  return { applicants, countersPerApplicant: RECORD_HISTORY_MONTHS, withRecords, withoutRecords };
}
