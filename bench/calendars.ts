// `npm run bench:calendars`: the calendar sync cycle alone (bench/calendar-sync.ts), on a fresh
// database (DATABASE_URL: a PostgreSQL server to create it on; else PGlite in a temporary folder).
import { hashPassword } from 'better-auth/crypto';
import { createVerifiedAccount } from '@server/auth/create-account';
import { hostProfile } from '@server/db/schema';
import { measureCalendarSync, renderCalendarSync } from './calendar-sync';
import { createBenchDatabase, migrateBenchDatabase } from './database';

const calendars = Number(process.env.BENCH_CALENDARS || 10_000);
const concurrency = Number(process.env.BENCH_SYNC_CONCURRENCY || 16);

async function main() {
  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const name = await migrateBenchDatabase(target);
    const database = await target.open(concurrency + 4);
    try {
      const hostUserId = await createVerifiedAccount(database.db, { email: 'bench-calendars@turnready.test', name: 'Bench Host', passwordHash: await hashPassword('bench-password-1') });
      await database.db.insert(hostProfile).values({ userId: hostUserId, email: 'bench-calendars@turnready.test', firstName: 'Bench', lastName: 'Host' });
      const result = await measureCalendarSync(database, { hostUserId, calendars, concurrency, log: (m) => console.log(`[bench] ${m}`) });
      console.log(`\n${name}\n| figure | value | goal | status |\n| --- | --- | --- | --- |\n${renderCalendarSync(result).join('\n')}`);
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
