// `npm run bench:calendars`: the calendar parser's bound on hostile and the largest feeds
// (bench/calendar-parse.ts, a few seconds), then the calendar sync cycle (bench/calendar-sync.ts) on
// a fresh database (DATABASE_URL: a PostgreSQL server to create it on; else PGlite in a temporary
// folder). BENCH_CALENDARS=0 runs the parser's part alone.
import { hashPassword } from 'better-auth/crypto';
import { createVerifiedAccount } from '@server/auth/create-account';
import { hostProfile } from '@server/db/schema';
import { measureCalendarParse, renderCalendarParse } from './calendar-parse';
import { measureCalendarSync, renderCalendarSync } from './calendar-sync';
import { createBenchDatabase, migrateBenchDatabase } from './database';

const calendars = Number(process.env.BENCH_CALENDARS ?? 10_000);
const concurrency = Number(process.env.BENCH_SYNC_CONCURRENCY || 16);

const TABLE_HEAD = '| figure | value | goal | status |\n| --- | --- | --- | --- |';

async function main() {
  const parse = await measureCalendarParse({ log: (m) => console.log(`[bench] ${m}`) });
  console.log(`\nCalendar parsing (Node ${process.versions.node})\n${TABLE_HEAD}\n${renderCalendarParse(parse).join('\n')}\n`);
  if (calendars === 0) return;

  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const name = await migrateBenchDatabase(target);
    const database = await target.open(concurrency + 4);
    try {
      const hostUserId = await createVerifiedAccount(database.db, { email: 'bench-calendars@turnready.test', name: 'Bench Host', passwordHash: await hashPassword('bench-password-1') });
      await database.db.insert(hostProfile).values({ userId: hostUserId, email: 'bench-calendars@turnready.test', firstName: 'Bench', lastName: 'Host' });
      const result = await measureCalendarSync(database, { hostUserId, calendars, concurrency, log: (m) => console.log(`[bench] ${m}`) });
      console.log(`\n${name}\n${TABLE_HEAD}\n${renderCalendarSync(result).join('\n')}`);
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
