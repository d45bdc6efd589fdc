// `npm run bench:calendars`: one job with very large calendars (bench/calendar-big-job.ts), then the
// calendar sync cycle (bench/calendar-sync.ts; BENCH_CALENDARS=0 leaves it out), on a fresh database
// (DATABASE_URL: a PostgreSQL server to create it on; else PGlite in a temporary folder).
import { hashPassword } from 'better-auth/crypto';
import { createVerifiedAccount } from '@server/auth/create-account';
import { hostProfile } from '@server/db/schema';
import { measureBigJob, renderBigJob } from './calendar-big-job';
import { measureCalendarSync, renderCalendarSync } from './calendar-sync';
import { createBenchDatabase, migrateBenchDatabase } from './database';

const calendars = Number(process.env.BENCH_CALENDARS ?? 10_000);
const concurrency = Number(process.env.BENCH_SYNC_CONCURRENCY || 16);

async function main() {
  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const name = await migrateBenchDatabase(target);
    const database = await target.open(concurrency + 4);
    try {
      const hostUserId = await createVerifiedAccount(database.db, { email: 'bench-calendars@turnready.test', name: 'Bench Host', passwordHash: await hashPassword('bench-password-1') });
      await database.db.insert(hostProfile).values({ userId: hostUserId, email: 'bench-calendars@turnready.test', firstName: 'Bench', lastName: 'Host' });
      const log = (m: string) => console.log(`[bench] ${m}`);
      const lines = renderBigJob(await measureBigJob(database, { hostUserId, log }));
      if (calendars > 0) lines.push(...renderCalendarSync(await measureCalendarSync(database, { hostUserId, calendars, concurrency, log })));
      console.log(`\n${name}\n| figure | value | goal | status |\n| --- | --- | --- | --- |\n${lines.join('\n')}`);
    } finally {
      await database.close();
    }
  } finally {
    await target.dispose();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
