// `npm run bench:calendars`: the calendar parser's bound on hostile and the largest feeds
// (bench/calendar-parse.ts, a few seconds), then on a fresh database (DATABASE_URL: a PostgreSQL
// server to create it on; else PGlite in a temporary folder) one job with very large calendars
// (bench/calendar-big-job.ts) and the calendar sync cycle (bench/calendar-sync.ts;
// BENCH_CALENDARS=0 leaves the cycle out).
import { hashPassword } from 'better-auth/crypto';
import { createVerifiedAccount } from '@server/auth/create-account';
import { hostProfile } from '@server/db/schema';
import { measureBigJob, renderBigJob } from './calendar-big-job';
import { measureCalendarParse, renderCalendarParse } from './calendar-parse';
import { measureCalendarSync, renderCalendarSync } from './calendar-sync';
import { createBenchDatabase, migrateBenchDatabase } from './database';

const calendars = Number(process.env.BENCH_CALENDARS ?? 10_000);
const concurrency = Number(process.env.BENCH_SYNC_CONCURRENCY || 16);

const TABLE_HEAD = '| figure | value | goal | status |\n| --- | --- | --- | --- |';

async function main() {
  const log = (m: string) => console.log(`[bench] ${m}`);
  const parse = await measureCalendarParse({ log });
  console.log(
    `\nCalendar parsing (Node ${process.versions.node})\n${TABLE_HEAD}\n${renderCalendarParse(parse).join('\n')}\n`,
  );

  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const name = await migrateBenchDatabase(target);
    const database = await target.open(concurrency + 4);
    try {
      const hostUserId = await createVerifiedAccount(database.db, {
        email: 'bench-calendars@turnready.test',
        name: 'Bench Host',
        passwordHash: await hashPassword('bench-password-1'),
      });
      await database.db
        .insert(hostProfile)
        .values({ userId: hostUserId, email: 'bench-calendars@turnready.test', firstName: 'Bench', lastName: 'Host' });
      const lines = renderBigJob(await measureBigJob(database, { hostUserId, log }));
      if (calendars > 0)
        lines.push(
          ...renderCalendarSync(await measureCalendarSync(database, { hostUserId, calendars, concurrency, log })),
        );
      console.log(`\n${name}\n${TABLE_HEAD}\n${lines.join('\n')}`);
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
