// Issue 39: "an applicant list of 500 costs no more than today". One host's job gets 500 applicants
// (each with the seeded months of reliability counters, bench/seed.ts), and its applicants page is
// loaded on the database with the reliability record and without it (the page as it was), at the
// same concurrency, taking turns in the same run: the ratio of their throughputs is the cost.
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

/** How many turns each side gets: the load of the moment then falls on both alike. */
export const ROUNDS = 5;

/**
 * The two sides taking turns, `ROUNDS` slices of `load.seconds / ROUNDS` each (after one warm-up
 * each), so a change in the machine's load during the run falls on both rather than on whichever
 * ran second. Throughput is the calls completed over the slices' whole time (each until its last
 * call in flight has finished); p50 and p99 are the median of the slices'.
 */
async function measureSides(
  db: Db,
  sides: [() => Promise<unknown>, () => Promise<unknown>],
  load: LoadOptions,
): Promise<[CostMeasure, CostMeasure]> {
  if (load.warmupSeconds > 0)
    for (const op of sides) await loadDatabase(db, op, { ...load, seconds: load.warmupSeconds, warmupSeconds: 0 });
  const slices: { measure: Measure; wallMs: number; nodeMs: number; databaseMs: number | null }[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, op] of sides.entries()) {
      const before = await backendsCpuMs(db);
      const node = process.cpuUsage();
      const started = performance.now();
      const measure = await loadDatabase(db, op, { ...load, seconds: load.seconds / ROUNDS, warmupSeconds: 0 });
      // Until the last call in flight has finished (a slice can be shorter than a call under load).
      const wallMs = performance.now() - started;
      const nodeMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(node));
      const after = await backendsCpuMs(db);
      let databaseMs: number | null = null;
      if (before && after) {
        databaseMs = 0;
        for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
      }
      slices[i]!.push({ measure, wallMs, nodeMs, databaseMs });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const combine = (side: (typeof slices)[number]): CostMeasure => {
    const total = side.reduce((n, s) => n + s.measure.total, 0);
    const pages = Math.max(1, total);
    const nodeMs = side.reduce((n, s) => n + s.nodeMs, 0);
    const databaseMs = side.every((s) => s.databaseMs !== null) ? side.reduce((n, s) => n + s.databaseMs!, 0) : null;
    const statuses: Record<string, number> = {};
    for (const s of side)
      for (const [code, n] of Object.entries(s.measure.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
    return {
      rps: total / (side.reduce((n, s) => n + s.wallMs, 0) / 1000),
      p50: median(side.map((s) => s.measure.p50)),
      p99: median(side.map((s) => s.measure.p99)),
      errors: side.reduce((n, s) => n + s.measure.errors, 0),
      conflicts: side.reduce((n, s) => n + s.measure.conflicts, 0),
      total,
      statuses,
      nodeCpuMsPerPage: nodeMs / pages,
      cpuMsPerPage: databaseMs === null ? null : (nodeMs + databaseMs) / pages,
    };
  };
  return [combine(slices[0]!), combine(slices[1]!)];
}

export async function measureApplicantRecords(
  db: Db,
  counts: SeedCounts,
  load: LoadOptions,
): Promise<ApplicantRecordsResult> {
  const { hostUserId, jobId } = await seedBigJob(db, counts);
  const page = await listApplicants(db, hostUserId, { jobId });
  const applicants = page.jobs[0]!.applicants.length;
  const [withRecords, withoutRecords] = await measureSides(
    db,
    [() => listApplicants(db, hostUserId, { jobId }), () => listApplicants(db, hostUserId, { jobId, records: false })],
    load,
  );
  return { applicants, countersPerApplicant: RECORD_HISTORY_MONTHS, withRecords, withoutRecords };
}
