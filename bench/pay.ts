// `npm run bench:pay` (issue 42): on a fresh database (DATABASE_URL: a PostgreSQL server to create
// it on; else PGlite in a temporary folder), a host with 10 properties and one cleaner who did all of
// them every day of 2026: 3,650 completed turnovers, each with its pay line, an accepted adjustment
// on every fifth, a declined one on every seventh, and each month paid in one payment (card in
// March, the rest by Zelle), the last month unconfirmed. Then it times what the pages and CSVs ask
// for: the pair's whole-year ledger, a monthly statement (JSON and CSV), December's with the year's
// balance carried into it, the host's and
// the cleaner's year summaries and a month's expenses CSV. Goal: each under a second. Prints a
// table for bench/results.md.
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { createVerifiedAccount } from '@server/auth/create-account';
import type { Database } from '@server/db/client';
import { cleanerProfile, hostProfile, job } from '@server/db/schema';
import {
  cleanerYear,
  expensesCsv,
  hostYear,
  ledger,
  monthlyCsv,
  monthlyStatement,
} from '@server/features/pay/statements';
import { createBenchDatabase, migrateBenchDatabase } from './database';

const PROPERTIES = 10;
const YEAR = 2026;
const RUNS = Number(process.env.BENCH_PAY_RUNS || 5);
const GOAL_MS = 1000;

async function account(database: Database, email: string, name: string) {
  return createVerifiedAccount(database.db, { email, name, passwordHash: await hashPassword('bench-password-1') });
}

async function seed(database: Database) {
  const hostUserId = await account(database, 'bench-pay-host@turnready.test', 'Bench Host');
  await database.db
    .insert(hostProfile)
    .values({ userId: hostUserId, email: 'bench-pay-host@turnready.test', firstName: 'Bench', lastName: 'Host' });
  const cleanerUserId = await account(database, 'bench-pay-cleaner@turnready.test', 'Bench Cleaner');
  await database.db.insert(cleanerProfile).values({
    userId: cleanerUserId,
    email: 'bench-pay-cleaner@turnready.test',
    firstName: 'Bench',
    lastName: 'Cleaner',
    phone: '5125550100',
    city: 'Austin',
    state: 'TX',
    experienceYears: '1-3',
    rating: 5,
  });
  const jobs = await database.db
    .insert(job)
    .values(
      Array.from({ length: PROPERTIES }, (_, i) => ({
        hostUserId,
        propertyAddress: `${100 + i} Bench St`,
        city: 'Austin',
        state: 'TX',
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1500,
        paymentPerTurnover: 95.5 + i,
        startDate: `${YEAR}-01-01`,
        timeZone: 'America/Chicago',
      })),
    )
    .returning({ id: job.id });
  const ids = sql.raw(jobs.map((j) => `'${j.id}'::uuid`).join(', '));
  await database.db.execute(sql`
    insert into turnovers (job_id, date, starts_at, ends_at, payment, source, status, assigned_cleaner_user_id, started_at, completed_at)
    select j.id, d::date, d + interval '15 hours', d + interval '20 hours', j.payment_per_turnover, 'manual', 'completed',
           ${cleanerUserId}, d + interval '15 hours', d + interval '18 hours'
    from jobs j, generate_series(${`${YEAR}-01-01`}::timestamptz, ${`${YEAR}-12-31`}::timestamptz, interval '1 day') d
    where j.id in (${ids})`);
  // Each line as the completed run makes it (server/features/pay/service.ts openPayLine, in bulk).
  await database.db.execute(sql`
    insert into pay_lines (turnover_id, job_id, host_user_id, cleaner_user_id, kind, date, base_cents)
    select t.id, t.job_id, ${hostUserId}, t.assigned_cleaner_user_id, 'completed', t.date, round(t.payment * 100)::integer
    from turnovers t where t.job_id in (${ids})`);
  await database.db.execute(sql`
    insert into pay_adjustments (line_id, kind, quantity, amount_cents, note, status, proposed_by, proposed_at, answered_at)
    select l.id, 'late_checkout', 45, 2500, 'Guests left late', 'accepted', 'cleaner', l.date + interval '20 hours', l.date + interval '22 hours'
    from (select id, date, row_number() over (order by date, id) n from pay_lines where host_user_id = ${hostUserId}) l where l.n % 5 = 0`);
  await database.db.execute(sql`
    insert into pay_adjustments (line_id, kind, amount_cents, note, status, proposed_by, proposed_at, answered_at)
    select l.id, 'deduction', 1000, 'Broken glass', 'declined', 'host', l.date + interval '20 hours', l.date + interval '23 hours'
    from (select id, date, row_number() over (order by date, id) n from pay_lines where host_user_id = ${hostUserId}) l where l.n % 7 = 0`);
  for (let m = 1; m <= 12; m++) {
    const month = `${YEAR}-${String(m).padStart(2, '0')}`;
    const paidOn = m === 12 ? `${YEAR}-12-31` : `${YEAR}-${String(m + 1).padStart(2, '0')}-02`;
    await database.db.execute(sql`
      with lines as (
        select l.id, l.base_cents + coalesce((select sum(case when a.kind = 'deduction' then -a.amount_cents else a.amount_cents end)
          from pay_adjustments a where a.line_id = l.id and a.status = 'accepted'), 0) total
        from pay_lines l where l.host_user_id = ${hostUserId} and to_char(l.date, 'YYYY-MM') = ${month}),
      p as (
        insert into pay_payments (host_user_id, cleaner_user_id, method, paid_on, amount_cents, marked_at, received_at)
        select ${hostUserId}, ${cleanerUserId}, ${m === 3 ? 'card' : 'zelle'}, ${paidOn}::date, sum(total),
               ${paidOn}::timestamptz, ${m === 12 ? null : paidOn}::timestamptz from lines
        returning id)
      update pay_lines set payment_id = (select id from p) where id in (select id from lines)`);
  }
  return { hostUserId, cleanerUserId };
}

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    value = await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, value };
}

async function main() {
  const log = (m: string) => console.log(`[bench] ${m}`);
  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const name = await migrateBenchDatabase(target);
    const database = await target.open(4);
    try {
      const started = performance.now();
      const { hostUserId, cleanerUserId } = await seed(database);
      log(
        `seeded ${PROPERTIES} × 365 turnovers with their lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const now = new Date(`${YEAR + 1}-01-05T12:00:00Z`);
      const q = database.db;
      const rows: [string, number, string][] = [];
      const whole = await time(() => ledger(q, hostUserId, cleanerUserId, undefined, now));
      rows.push([
        `The pair's ledger for the year (${whole.value.lines.length} lines, ${whole.value.payments.length} payments)`,
        whole.ms,
        '',
      ]);
      const one = await time(async () => {
        const statement = await monthlyStatement(q, cleanerUserId, hostUserId, `${YEAR}-07`, now);
        return { statement, csv: monthlyCsv(statement) };
      });
      rows.push([
        `The pair's monthly statement, JSON and CSV (July: ${one.value.statement.lines.length} lines, ${Math.round(one.value.csv.length / 1024)} KB of CSV)`,
        one.ms,
        '',
      ]);
      const december = await time(() => monthlyStatement(q, hostUserId, cleanerUserId, `${YEAR}-12`, now));
      rows.push([
        `December's statement, its opening balance summed over the 11 months before (${december.value.openingBalanceCents} cents)`,
        december.ms,
        '',
      ]);
      const hy = await time(() => hostYear(q, hostUserId, YEAR));
      const cy = await time(() => cleanerYear(q, cleanerUserId, YEAR));
      const same =
        hy.value.totals.paidCents === cy.value.totals.paidCents &&
        hy.value.totals.earnedCents === cy.value.totals.earnedCents;
      rows.push([
        `Host's year per cleaner with the 1099-NEC threshold (paid $${(hy.value.totals.paidCents / 100).toLocaleString('en-US')})`,
        hy.ms,
        '',
      ]);
      rows.push([`Cleaner's year by payer (the same totals: ${same ? 'yes' : 'NO'})`, cy.ms, '']);
      const expenses = await time(() => expensesCsv(q, hostUserId, `${YEAR}-07`, undefined, now));
      rows.push([
        `Host's expenses CSV, all properties, one month (${expenses.value.split('\r\n').length - 2} rows)`,
        expenses.ms,
        '',
      ]);
      if (!same) throw new Error('the host’s and the cleaner’s year totals differ');
      console.log(`\n${name}, ${PROPERTIES} properties × 365 turnovers (${YEAR}), median of ${RUNS} runs`);
      console.log('| figure | value | goal | status |\n| --- | --- | --- | --- |');
      for (const [what, ms] of rows)
        console.log(`| ${what} | ${ms.toFixed(0)} ms | < ${GOAL_MS} ms | ${ms < GOAL_MS ? 'met' : '**not met**'} |`);
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
