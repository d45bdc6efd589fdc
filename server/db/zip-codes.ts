// ZIP code centroids (issue 43, decision 048): loaded into zip_codes once, after the migrations, from
// the `zipcodes` package (federalgovernmentzipcodes.us with GeoNames coordinates), and never changed by
// the app. The same load then gives jobs made before ZIP codes one from their city where the city
// names one place.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

type Row = { zip: string; state: string; city: string; latitude: number; longitude: number };

/** The package's US ZIP codes that have coordinates (a few hundred have none: 0, 0). */
export async function zipRows(): Promise<Row[]> {
  const { codes } = await import('zipcodes/lib/codes.js');
  return Object.values(codes)
    .filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip) && (c.latitude !== 0 || c.longitude !== 0))
    .map((c) => ({ zip: c.zip, state: c.state, city: c.city, latitude: c.latitude, longitude: c.longitude }));
}

/**
 * Loads the ZIP codes when the table is empty, then backfills the jobs. Safe to run on every start:
 * a loaded table is left alone. Runs inside the caller's migration lock on PostgreSQL.
 */
export async function loadZipCodes(database: Database): Promise<{ loaded: number }> {
  const { db } = database;
  const result = await db.execute(sql`select exists (select 1 from zip_codes) as loaded`);
  const first = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as { loaded: boolean };
  if (first.loaded) return { loaded: 0 };
  const rows = await zipRows();
  await db.transaction(async (tx) => {
    // One JSON parameter per 10,000 rows instead of a statement per row.
    for (let i = 0; i < rows.length; i += 10_000) {
      const part = JSON.stringify(rows.slice(i, i + 10_000));
      await tx.execute(sql`
        insert into zip_codes (zip, state, city, latitude, longitude)
        select zip, state, city, latitude, longitude
        from jsonb_to_recordset(${part}::jsonb)
          as r(zip text, state text, city text, latitude float8, longitude float8)
        on conflict (zip) do nothing`);
    }
    await backfillJobZips(tx);
  });
  return { loaded: rows.length };
}

/**
 * Jobs without a ZIP get the one nearest the middle of their city's ZIP codes, when the city (in its
 * state, any case) is one place: all its ZIP codes within about 30 miles of each other. A name shared
 * by towns far apart, or unknown, leaves the job without one: the host is asked on the next edit.
 */
export async function backfillJobZips(q: Pick<Database['db'], 'execute'>): Promise<void> {
  await q.execute(sql`
    with places as (
      select state, lower(city) as city, avg(latitude) as lat, avg(longitude) as lng
      from zip_codes
      group by state, lower(city)
      having max(latitude) - min(latitude) <= 0.45
         and (max(longitude) - min(longitude)) * cos(radians(avg(latitude))) <= 0.45
    ),
    chosen as (
      select distinct on (j.id) j.id, z.zip, z.latitude, z.longitude
      from jobs j
      join places p on p.state = j.state and p.city = lower(trim(j.city))
      join zip_codes z on z.state = p.state and lower(z.city) = p.city
      where j.zip is null
      order by j.id, (z.latitude - p.lat) ^ 2 + ((z.longitude - p.lng) * cos(radians(p.lat))) ^ 2, z.zip
    )
    update jobs set zip = chosen.zip, latitude = chosen.latitude, longitude = chosen.longitude
    from chosen where jobs.id = chosen.id`);
}
