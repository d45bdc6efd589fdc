// Every list query of the product can be served by an index (issue 9): a missing or unusable index
// fails here, in CI, instead of showing up as a slow page once the tables are big. The queries are
// the ones the endpoints really send (recorded from their service functions, see bench/query-plans.ts),
// explained on a seeded marketplace with sequential scans priced out; `npm run bench` repeats the
// check without that hint at full size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigTableSeqScans, explain, explainListQueries, LIST_QUERIES, type QueryPlan } from '../../bench/query-plans';
import { countsFor, seedMarketplace } from '../../bench/seed';
import { loadFixtures } from '../../bench/workload';
import { createTestDatabase } from '../test/app';

// 200 active jobs, 40 hosts, 400 cleaners, 4,000 applications, about 5,600 notifications: seeded in
// a few seconds, and enough rows that the planner's estimates are those of a real marketplace.
const SCALE = 0.02;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let plans: QueryPlan[];

beforeAll(async () => {
  database = await createTestDatabase();
  const counts = countsFor(SCALE);
  // No one signs in here: any string serves as the password hash.
  await seedMarketplace(database.db, counts, 'unused-password-hash');
  plans = await explainListQueries(database, await loadFixtures(database.db, counts), { indexesOnly: true });
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe('list query plans', () => {
  it.each(LIST_QUERIES.map((q) => q.name))('%s: every statement reads the big tables through an index', (name) => {
    const statements = plans.filter((p) => p.query === name);
    expect(statements.length).toBeGreaterThan(0);
    for (const p of statements) {
      expect(p.plan).toMatch(/Index|Bitmap/);
      expect(p.seqScans, `${p.sql}\n${p.plan}`).toEqual([]);
    }
  });

  it('the turnover board reads turnovers through an index, never the whole table', () => {
    // The bench seeds no turnovers (so they are not among its big tables); the board's reads must
    // still be bounded by an index on turnovers (starts_at bounds are derived from the dates).
    const board = plans.filter(
      (p) => p.query.startsWith("the host's turnover board") && /from "turnovers"/.test(p.sql),
    );
    expect(board.length).toBeGreaterThan(0);
    for (const p of board) expect(p.plan, p.sql).toMatch(/Index Scan using turnovers_\w+ on turnovers/);
  });

  it("a long conversation's latest page reads its newest messages backwards through the keyset index, unsorted", () => {
    // Issue 40: as fast as the notifications list however long the conversation (bench/seed.ts
    // LONG_CONVERSATION messages): the page's 51 rows, not the conversation, then no sort.
    const page = plans.filter((p) => p.query === "a long conversation's latest page" && /from "messages"/.test(p.sql));
    const latest = page.find((p) => /order by "messages"."seq" desc/.test(p.sql));
    expect(latest, page.map((p) => p.sql).join('\n')).toBeDefined();
    expect(latest!.plan).toMatch(/Index Scan Backward using messages_conversation_seq_idx on messages/);
    expect(latest!.plan).not.toMatch(/Sort/);
  });

  it("the applicants' reliability records are joined to the applicants' own read, one row per person by its primary key", () => {
    // Issue 39: each applicant's record row (reliability_recent: the last 12 months and the totals)
    // comes with the applicant, looked up by user id, never by reading the table; no second read of
    // the counters, and no month rows summed (the seeded rows are all current).
    const reads = plans.filter((p) => p.query.startsWith('applicants'));
    const joined = reads.filter((p) => /from "applications"/.test(p.sql) && /"reliability_recent"/.test(p.sql));
    expect(joined.length, reads.map((p) => p.sql).join('\n')).toBe(2);
    for (const p of joined) {
      expect(p.plan, p.sql).toMatch(/Index Scan using reliability_recent_pkey on reliability_recent/);
      expect(p.plan, p.sql).not.toMatch(/Aggregate/);
    }
    expect(reads.filter((p) => /reliability_counts/.test(p.sql))).toEqual([]);
  });

  it("browse by distance reads the jobs through the location index's box (issue 43)", () => {
    for (const name of ["browse jobs within the cleaner's radius", 'browse jobs within 100 miles']) {
      const reads = plans.filter((p) => p.query === name && /from "jobs"/.test(p.sql));
      expect(reads.length, name).toBeGreaterThan(0);
      for (const p of reads) expect(p.plan, p.sql).toMatch(/jobs_active_location_idx/);
    }
  });

  it('a filter that no index serves is caught', async () => {
    // Nothing indexes the number of bedrooms: this is what a list query without its index looks like.
    const plan = await explain(
      database,
      'select id from jobs where bedrooms = $1 order by created_at desc limit 20',
      [3],
      true,
    );
    expect(bigTableSeqScans(plan)).toEqual(['jobs']);
  });
});
