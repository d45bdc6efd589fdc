// Seeds a large marketplace in a few set-based statements (generate_series, INSERT ... SELECT), so
// 200,000 applications take seconds rather than the minutes per-row inserts would. Ids are derived
// from (kind, number) so every relation is computed, never looked up. Used by `npm run bench` and,
// at a smaller scale, by the query-plan test (server/db/query-plans.test.ts).
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { applicants as applicantsText } from '@core/messages/en/applicants';
import { RELIABILITY_LIFETIME_MONTH } from '@core/reliability';
import { RECENT_SQL, TOTALS_SQL } from '@server/features/reliability/recount';
import { notifications as notificationText } from '@core/messages/en/notifications';
import { US_STATES } from '@core/us-states';
import type { Db } from '@server/db/client';
import { job, jobTeamMember, playbook, playbookItem, turnover } from '@server/db/schema';

/** Full-scale sizes (scale 1), from issue 9. */
export const FULL_SIZE = { jobs: 10_000, hosts: 2_000, cleaners: 20_000, applications: 200_000 } as const;

/** Issue 40: the messages of the long conversation (the first host and the first cleaner), and of each other one. */
export const LONG_CONVERSATION = 5_000;
const CONVERSATION_MESSAGES = 20;
const CONVERSATIONS_PER_HOST = 5;

/** Cleaners with no seeded applications: the ones the benchmark applies with (two sets of 50). */
export const FRESH_CLEANERS = 100;

export type SeedCounts = {
  hosts: number;
  cleaners: number;
  /** Active jobs; another 5% are deleted (soft), as on a live marketplace. */
  jobs: number;
  deletedJobs: number;
  applications: number;
  /** Host tiers: premium hosts post 10 jobs, pro hosts 3, free hosts 1 (the plan limits). */
  premiumHosts: number;
  proHosts: number;
};

export function countsFor(scale: number): SeedCounts {
  const jobs = Math.max(100, Math.round(FULL_SIZE.jobs * scale));
  const hosts = Math.max(20, Math.round(FULL_SIZE.hosts * scale));
  const cleaners = Math.max(200, Math.round(FULL_SIZE.cleaners * scale));
  // Every job gets applications from distinct cleaners, so there can be at most `cleaners` per job.
  const applications = Math.min(Math.round(FULL_SIZE.applications * scale), jobs * cleaners);
  const proHosts = Math.round(hosts * 0.3);
  // premium*10 + pro*3 + free*1 = jobs, with free = hosts - premium - pro; leftovers go to the first
  // free hosts as a second job (those hosts are pro).
  const premiumHosts = Math.max(1, Math.floor((jobs - hosts - 2 * proHosts) / 9));
  return { hosts, cleaners, jobs, deletedJobs: Math.round(jobs * 0.05), applications, premiumHosts, proHosts };
}

/** The deterministic UUID (version 4 layout, so the API's UUID validation accepts it) of a seeded row. */
export function seededId(kind: IdKind, n: number): string {
  const hex = createHash('md5').update(`${kind}:${n}`).digest('hex').split('');
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
type IdKind = 'host' | 'cleaner' | 'job' | 'application' | 'conversation';
/** The same function in SQL (md5 of 'kind:n' with the version and variant nibbles set). */
const idSql = (kind: IdKind, n: SQL) =>
  sql`overlay(overlay(md5(${kind}::text || ':' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;

/** Months of reliability counters each seeded cleaner has (issue 39): more than the record's 12. */
export const RECORD_HISTORY_MONTHS = 15;

export const hostEmail = (n: number) => `host${n}@bench.turnready.test`;
export const cleanerEmail = (n: number) => `cleaner${n}@bench.turnready.test`;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Sofia',
  'Daniel',
  'Priya',
  'Carlos',
  'Emma',
  'Noah',
  'Fatima',
  'Liam',
  'Grace',
  'Mateo',
  'Olivia',
  'Ethan',
  'Yuki',
  'Amara',
  'Lucas',
  'Hannah',
];
const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Johnson',
  'Nguyen',
  'Brown',
  'Lopez',
  'Patel',
  'Kim',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
];
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** `arr[1 + expr % len]`: picks an element by a number. */
const pick = (values: readonly string[], n: SQL) => sql`(${textArray(values)})[1 + ((${n}) % ${values.length})]`;

/**
 * Writes the marketplace into an empty, migrated database and analyzes it. Every account's password
 * is `passwordHash` (one real hash computed by the caller), so any of them can sign in.
 */
export async function seedMarketplace(db: Db, counts: SeedCounts, passwordHash: string): Promise<void> {
  const { hosts, jobs, deletedJobs, applications, premiumHosts: P, proHosts: Q } = counts;
  const allCleaners = counts.cleaners + FRESH_CLEANERS;
  const free = hosts - P - Q;
  const leftover = jobs - (10 * P + 3 * Q + free);
  const places = US_STATES.flatMap((s) => s.cities.map((city) => ({ state: s.code, city })));

  await db.transaction(async (tx) => {
    // Places: every (state, city) of core/us-states.ts, numbered; jobs and profiles pick one by number.
    await tx.execute(
      sql`create temporary table bench_places (place_no int primary key, state text not null, city text not null) on commit drop`,
    );
    await tx.execute(
      sql`insert into bench_places (place_no, state, city) values ${sql.join(
        places.map((p, i) => sql`(${i}, ${p.state}, ${p.city})`),
        sql`, `,
      )}`,
    );
    const placeCount = places.length;

    // Accounts: hosts 0..H-1, cleaners 0..C+F-1, all verified, all with the one password hash.
    for (const [kind, count, email] of [
      ['host', hosts, 'host'],
      ['cleaner', allCleaners, 'cleaner'],
    ] as const) {
      const n = sql`n`;
      await tx.execute(sql`
        insert into users (id, name, email, email_verified, created_at, updated_at)
        select ${idSql(kind, n)}, ${pick(FIRST_NAMES, n)} || ' ' || ${pick(LAST_NAMES, sql`n / 7`)},
               ${email}::text || n || '@bench.turnready.test', true, now() - interval '200 days', now() - interval '200 days'
        from generate_series(0, ${count - 1}) n`);
      await tx.execute(sql`
        insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select ${idSql(kind, n)}::text, ${idSql(kind, n)}::text, 'credential', ${idSql(kind, n)}, ${passwordHash}, now() - interval '200 days', now() - interval '200 days'
        from generate_series(0, ${count - 1}) n`);
    }

    const h = sql`n`;
    const tier = sql`case when n < ${P} then 'premium' when n < ${P + Q} or n - ${P + Q} < ${leftover} then 'pro' else 'free' end`;
    await tx.execute(sql`
      insert into host_profiles (user_id, first_name, last_name, email, phone, city, state, subscription_tier)
      select ${idSql('host', h)}, ${pick(FIRST_NAMES, h)}, ${pick(LAST_NAMES, sql`n / 7`)}, 'host' || n || '@bench.turnready.test',
             lpad((5550000000 + n)::text, 10, '0'), p.city, p.state, ${tier}
      from generate_series(0, ${hosts - 1}) n join bench_places p on p.place_no = (n * 7) % ${placeCount}`);

    const c = sql`n`;
    await tx.execute(sql`
      insert into cleaner_profiles (user_id, first_name, last_name, email, phone, city, state, experience_years, rating, availability, bio, is_highlighted)
      select ${idSql('cleaner', c)}, ${pick(FIRST_NAMES, c)}, ${pick(LAST_NAMES, sql`n / 7`)}, 'cleaner' || n || '@bench.turnready.test',
             lpad((3120000000 + n)::text, 10, '0'), p.city, p.state,
             (array['0-1', '1-3', '3-5', '5+'])[1 + n % 4], (array[3, 3.5, 4, 4.5, 5])[1 + n % 5],
             case when n % 3 = 0 then 'Weekdays' when n % 3 = 1 then 'Weekends' else null end,
             case when n % 2 = 0 then 'Reliable turnovers, linens and restocking.' else null end,
             n % 25 = 0
      from generate_series(0, ${allCleaners - 1}) n join bench_places p on p.place_no = (n * 13) % ${placeCount}`);

    // Jobs 0..J-1 are active and J..J+D-1 deleted. Job j belongs to: the premium hosts 10 each,
    // then the pro hosts 3 each, then the free hosts 1 each, then leftovers to the first free hosts.
    const j = sql`n`;
    const hostOf = sql`case
      when n < ${10 * P} then n / 10
      when n < ${10 * P + 3 * Q} then ${P} + (n - ${10 * P}) / 3
      when n < ${10 * P + 3 * Q + free} then ${P + Q} + (n - ${10 * P + 3 * Q})
      else ${P + Q} + (n - ${10 * P + 3 * Q + free}) % ${Math.max(free, 1)} end`;
    await tx.execute(sql`
      insert into jobs (id, host_user_id, property_address, city, state, bedrooms, bathrooms, square_footage, property_notes,
                        amenities, payment_per_turnover, start_date, is_recurring, status, created_at, updated_at, time_zone)
      select ${idSql('job', j)}, ${idSql('host', sql`(${hostOf}) % ${hosts}`)},
             case when n % 4 = 0 then null else (100 + n % 900) || ' ' || ${pick(['Ocean Dr', 'Main St', 'Pine Ave', 'Lake Rd', 'Hill St'], j)} end,
             p.city, p.state, 1 + n % 5, 1 + n % 3, 600 + (n % 40) * 50,
             case when n % 2 = 0 then 'Lockbox by the door. Strip the beds and start a load.' else null end,
             case n % 4 when 0 then array['pet_friendly', 'laundry_in_unit'] when 1 then array['hot_tub']
                        when 2 then array['cleaning_supplies_provided', 'same_day_turns_accepted'] else array[]::text[] end,
             60 + (n % 20) * 7.5, current_date + (1 + n % 60), n % 3 = 0,
             case when n < ${jobs} then 'active' else 'deleted' end,
             now() - (n * interval '90 days') / ${jobs + deletedJobs} - interval '1 hour',
             now() - (n * interval '90 days') / ${jobs + deletedJobs} - interval '1 hour',
             'America/New_York'
      from generate_series(0, ${jobs + deletedJobs - 1}) n join bench_places p on p.place_no = (n * 31) % ${placeCount}`);

    // Issue 43: every job and every cleaner but cleaner 0 at a ZIP code of their city (one of its
    // ZIP codes, picked by id), else of their state; radii of 10 to 100 miles. Cleaner 0, who
    // browses by state and city in the bench, has no home ZIP (newest first, as before ZIP codes).
    for (const [table, key, zipColumn] of [
      ['jobs', 'id', 'zip'],
      ['cleaner_profiles', 'user_id', 'home_zip'],
    ] as const) {
      const t = sql.raw(table);
      const k = sql.raw(key);
      const z = sql.raw(zipColumn);
      const skip = table === 'cleaner_profiles' ? sql`and t.user_id <> ${seededId('cleaner', 0)}::uuid` : sql``;
      await tx.execute(sql`
        update ${t} t set (${z}, latitude, longitude) = (
          select zc.zip, zc.latitude, zc.longitude from zip_codes zc
          where zc.state = t.state and lower(zc.city) = lower(t.city)
          order by md5(t.${k}::text || zc.zip) limit 1)
        where true ${skip}`);
      await tx.execute(sql`
        update ${t} t set (${z}, latitude, longitude) = (
          select zc.zip, zc.latitude, zc.longitude from zip_codes zc where zc.state = t.state order by zc.zip limit 1)
        where ${z} is null ${skip}`);
    }
    await tx.execute(sql`
      update cleaner_profiles set service_radius_miles = (array[10, 25, 25, 50, 100])[1 + abs(hashtext(user_id::text)) % 5]
      where home_zip is not null`);
    await tx.execute(
      sql`update cleaner_profiles set service_radius_miles = 25 where user_id = ${seededId('cleaner', 1)}::uuid`,
    );

    // Application a goes to job a % J from cleaner (j*7 + k*1009) % C, k = a / J: distinct cleaners per
    // job (1009 is prime, so k*1009 mod C repeats only after C steps). Statuses: 60% pending.
    const a = sql`a`;
    await tx.execute(sql`
      insert into applications (id, job_id, cleaner_user_id, status, applied_at, updated_at)
      select ${idSql('application', a)}, ${idSql('job', sql`a % ${jobs}`)},
             ${idSql('cleaner', sql`((a % ${jobs}) * 7 + (a / ${jobs}) * 1009) % ${counts.cleaners}`)},
             (array['pending','pending','pending','pending','pending','pending','favorite','rejected','contacting','accepted'])[1 + (a * 7) % 10],
             least(now() - interval '1 minute', j.created_at + (1 + a / ${jobs}) * interval '37 minutes'),
             least(now() - interval '1 minute', j.created_at + (1 + a / ${jobs}) * interval '37 minutes')
      from generate_series(0, ${applications - 1}) a join jobs j on j.id = ${idSql('job', sql`a % ${jobs}`)}`);

    // The host hears of each application; notifications older than three days have been read.
    const newApp = notificationText.newApplication;
    await tx.execute(sql`
      insert into notifications (user_id, type, title, message, read, data, created_at)
      select j.host_user_id, 'job_application', ${newApp.title},
             replace(replace(replace(${newApp.message}, '{cleaner}', c.first_name || ' ' || left(c.last_name, 1) || '.'), '{city}', j.city), '{state}', j.state),
             ap.applied_at < now() - interval '3 days',
             jsonb_build_object('job_id', ap.job_id, 'application_id', ap.id), ap.applied_at
      from applications ap join jobs j on j.id = ap.job_id join cleaner_profiles c on c.user_id = ap.cleaner_user_id`);
    // The cleaner hears of a hire and of a rejection ('not selected'), nothing else (issue 14).
    const n = applicantsText.cleanerNotification;
    const place = sql`coalesce(j.property_address, j.city || ', ' || j.state)`;
    await tx.execute(sql`
      insert into notifications (user_id, type, title, message, read, data, created_at)
      select ap.cleaner_user_id, 'application_status', case when ap.status = 'accepted' then ${n.hiredTitle} else ${n.notSelectedTitle} end,
             replace(case ap.status when 'accepted' then ${n.hiredMessage} else ${n.notSelectedMessage} end, '{place}', ${place}),
             ap.applied_at < now() - interval '2 days',
             jsonb_build_object('job_id', ap.job_id, 'application_id', ap.id, 'kind', case when ap.status = 'accepted' then 'hired' else 'not_selected' end),
             least(now(), ap.applied_at + interval '1 hour')
      from applications ap join jobs j on j.id = ap.job_id where ap.status in ('accepted', 'rejected')`);
    // Each hire is on its job's team, in hiring order (as a hire through the API makes it).
    await tx.execute(sql`
      insert into job_team_members (job_id, cleaner_user_id, position, added_at)
      select job_id, cleaner_user_id, row_number() over (partition by job_id order by updated_at, id), updated_at
      from applications where status = 'accepted'`);

    // Issue 40: each host talks with five cleaners (20 messages each, alternating), and the first
    // host with the first cleaner at length (LONG_CONVERSATION messages): the latest page must stay
    // an index read. Conversation n is host n / 5 with cleaner ((n / 5) * 13 + (n % 5) * 1009) % C.
    const conv = sql`c`;
    await tx.execute(sql`
      insert into conversations (id, host_user_id, cleaner_user_id, last_message_at, created_at)
      select ${idSql('conversation', conv)}, ${idSql('host', sql`c / ${CONVERSATIONS_PER_HOST}`)},
             ${idSql('cleaner', sql`((c / ${CONVERSATIONS_PER_HOST}) * 13 + (c % ${CONVERSATIONS_PER_HOST}) * 1009) % ${counts.cleaners}`)},
             now() - (c % 500) * interval '1 hour', now() - interval '60 days'
      from generate_series(0, ${counts.hosts * CONVERSATIONS_PER_HOST - 1}) c`);
    await tx.execute(sql`
      insert into conversation_members (conversation_id, user_id, last_seen_seq)
      select id, host_user_id, 0 from conversations union all select id, cleaner_user_id, 0 from conversations`);
    await tx.execute(sql`
      insert into messages (conversation_id, sender_user_id, kind, text, created_at)
      select conv.id, case when m % 2 = 0 then conv.cleaner_user_id else conv.host_user_id end, 'text',
             'Message ' || m, conv.last_message_at - (size.n - m) * interval '3 minutes'
      from conversations conv
      cross join lateral (select case when conv.id = ${idSql('conversation', sql`0`)} then ${LONG_CONVERSATION}::int else ${CONVERSATION_MESSAGES}::int end as n) size
      cross join lateral generate_series(1, size.n) m
      order by conv.id, m`);
    // What each side has seen: all but the last few.
    await tx.execute(sql`
      update conversation_members cm set last_seen_seq = coalesce(
        (select seq from messages where conversation_id = cm.conversation_id order by seq desc offset 3 limit 1), 0)`);

    // Issue 39: every seeded cleaner's reliability record: RECORD_HISTORY_MONTHS monthly rows of
    // counters (offers confirmed, turnovers completed, starts on time) and the lifetime row; the
    // applicants page reads them for each of its cleaners.
    await tx.execute(sql`
      insert into reliability_counts (user_id, month, offer_confirmed, turnover_completed, started_on_time)
      select ${idSql('cleaner', sql`n`)}, (date_trunc('month', now()) - m * interval '1 month')::date,
             1 + (n + m) % 4, 1 + (n + m) % 3, (n + m) % 3
      from generate_series(0, ${counts.cleaners - 1}) n cross join generate_series(0, ${RECORD_HISTORY_MONTHS - 1}) m`);
    await tx.execute(sql`
      insert into reliability_counts (user_id, month, offer_confirmed, turnover_completed, started_on_time)
      select user_id, ${RELIABILITY_LIFETIME_MONTH}::date, sum(offer_confirmed), sum(turnover_completed), sum(started_on_time)
      from reliability_counts group by user_id`);
    // And their record rows (decision 047: the last 12 months and the totals, as the migrations made them).
    await tx.execute(sql.raw(RECENT_SQL));
    await tx.execute(sql.raw(TOTALS_SQL));
  });
  // Fresh statistics (and a clean visibility map) so the planner sees the real sizes, as it would
  // on a database that has grown to this size; autovacuum does the same in production.
  await db.execute(sql`vacuum analyze`);
}

/**
 * The cleaner's own pages (issue 38): `cleaner` joins the first job of `hostUserId`'s team and is
 * given that job's turnovers of the next three days, confirmed, with a playbook (supplies, access
 * instructions and a checklist of a real turnover's size). Returns the first turnover's id, the one
 * the bench opens at /cleaner/turnovers/{id}.
 */
export async function seedCleanerTurnovers(
  db: Db,
  { hostUserId, cleanerUserId }: { hostUserId: string; cleanerUserId: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: job.id, payment: job.paymentPerTurnover })
      .from(job)
      .where(and(eq(job.hostUserId, hostUserId), eq(job.status, 'active')))
      .orderBy(desc(job.createdAt), desc(job.id))
      .limit(1);
    if (!first) throw new Error(`Host ${hostUserId} has no active job to seed turnovers on.`);
    const onTeam = await tx
      .select({ id: jobTeamMember.id })
      .from(jobTeamMember)
      .where(
        and(
          eq(jobTeamMember.jobId, first.id),
          eq(jobTeamMember.cleanerUserId, cleanerUserId),
          isNull(jobTeamMember.removedAt),
        ),
      );
    if (onTeam.length === 0) {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${jobTeamMember.position}), 0)::int` })
        .from(jobTeamMember)
        .where(and(eq(jobTeamMember.jobId, first.id), isNull(jobTeamMember.removedAt)));
      await tx.insert(jobTeamMember).values({ jobId: first.id, cleanerUserId, position: (last?.position ?? 0) + 1 });
    }
    await tx
      .insert(playbook)
      .values({
        jobId: first.id,
        supplies: 'Linens in the hall closet. Restock coffee pods, dish soap and paper towels from the garage shelf.',
        accessInstructions: 'Lockbox on the side gate, code 4821. Alarm panel by the back door: 1379.',
      })
      .onConflictDoNothing();
    const areas = ['Kitchen', 'Bathroom', 'Bedroom', 'Living room'];
    const tasks = ['Wipe every surface', 'Empty the bins', 'Restock supplies', 'Vacuum and mop the floor'];
    await tx
      .insert(playbookItem)
      .values(
        areas.flatMap((area, a) =>
          tasks.map((label, t) => ({ jobId: first.id, area, label, photoRequired: t === 0, position: a * 10 + t })),
        ),
      );
    // Checkout 11:00 to check-in 16:00 in the job's zone (America/New_York, UTC-5 or -4): near enough.
    const ids: string[] = [];
    for (let day = 1; day <= 3; day++) {
      const d = new Date();
      d.setUTCDate(d.getUTCDate() + day);
      const date = d.toISOString().slice(0, 10);
      const startsAt = new Date(`${date}T15:00:00Z`);
      const [row] = await tx
        .insert(turnover)
        .values({
          jobId: first.id,
          date,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 5 * 3_600_000),
          payment: first.payment,
          source: 'manual',
          status: 'confirmed',
          assignedCleanerUserId: cleanerUserId,
        })
        .returning({ id: turnover.id });
      ids.push(row!.id);
    }
    return ids[0]!;
  });
}
