// Issue 39: "an applicant list of 500 costs no more than today". One host's job gets 500 applicants
// (each with the seeded months of reliability counters, bench/seed.ts), and its applicants page is
// loaded on the database with the reliability record and without it (the page as it was), at the
// same concurrency, one after the other in the same run: the ratio of their throughputs is the cost.
// On a busy shared machine the throughputs move with the load of the moment, so the CPU time each
// page took (this process and the database server's backends, when it runs on this machine) is
// measured beside them: it does not depend on how much of the CPU the run was given.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { listApplicants } from '@server/features/applicants/service';
import { loadDatabase, type LoadOptions, type Measure } from './load';
import { RECORD_HISTORY_MONTHS, seededId, type SeedCounts } from './seed';

export const APPLICANTS = 500;

/** A Measure, and the CPU milliseconds per page (null where the database's processes cannot be read). */
export type CostMeasure = Measure & { cpuMsPerPage: number | null; nodeCpuMsPerPage: number };

export type ApplicantRecordsResult = {
  applicants: number;
  countersPerApplicant: number;
  withRecords: CostMeasure;
  withoutRecords: CostMeasure;
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

/** CPU milliseconds (user + system) of a process, from /proc; null when it cannot be read. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of the line) in clock ticks, 100 a second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The CPU used so far by the database's backends for this database (null: not on this machine, or PGlite). */
async function backendsCpuMs(db: Db): Promise<Map<number, number> | null> {
  let rows: { pid: number }[];
  try {
    rows = (
      (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
        rows: { pid: number }[];
      }
    ).rows;
  } catch {
    return null;
  }
  if (rows.length === 0) return null;
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    used.set(pid, ms);
  }
  return used;
}

/** `loadDatabase` after its warm-up, with the CPU the measured part took per page. */
async function measureCost(db: Db, op: () => Promise<unknown>, load: LoadOptions): Promise<CostMeasure> {
  if (load.warmupSeconds > 0) await loadDatabase(db, op, { ...load, seconds: load.warmupSeconds, warmupSeconds: 0 });
  const before = await backendsCpuMs(db);
  const node = process.cpuUsage();
  const measure = await loadDatabase(db, op, { ...load, warmupSeconds: 0 });
  const nodeMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(node));
  const after = await backendsCpuMs(db);
  let databaseMs: number | null = null;
  if (before && after) {
    databaseMs = 0;
    for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
  }
  const pages = Math.max(1, measure.total);
  return {
    ...measure,
    nodeCpuMsPerPage: nodeMs / pages,
    cpuMsPerPage: databaseMs === null ? null : (nodeMs + databaseMs) / pages,
  };
}

export async function measureApplicantRecords(
  db: Db,
  counts: SeedCounts,
  load: LoadOptions,
): Promise<ApplicantRecordsResult> {
  const { hostUserId, jobId } = await seedBigJob(db, counts);
  const page = await listApplicants(db, hostUserId, { jobId });
  const applicants = page.jobs[0]!.applicants.length;
  const withRecords = await measureCost(db, () => listApplicants(db, hostUserId, { jobId }), load);
  const withoutRecords = await measureCost(db, () => listApplicants(db, hostUserId, { jobId, records: false }), load);
  return { applicants, countersPerApplicant: RECORD_HISTORY_MONTHS, withRecords, withoutRecords };
}
