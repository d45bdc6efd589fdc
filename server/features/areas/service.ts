// Service areas (issue 43, decision 048): ZIP codes to coordinates, and the distance rule of
// core/areas.ts written in SQL, behind an indexed latitude/longitude box (no PostGIS on PGlite).
import { and, between, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_MILES, type Point } from '@core/areas';
import { format } from '@core/messages/format';
import { areas as text } from '@core/messages/en/areas';
import { stateName } from '@core/us-state-names';
import type { Queryable } from '../../db/client';
import { zipCode } from '../../db/schema';
import { AppError } from '../../errors';

export type Placed = Point & { zip: string };

/**
 * The centroid of a ZIP code that lies in `state`; a ZIP we do not know, or one of another state,
 * is a 400 on `field` with a message the person can act on.
 */
export async function placeZip(q: Queryable, zip: string, state: string, field: string): Promise<Placed> {
  const [row] = await q
    .select({ state: zipCode.state, latitude: zipCode.latitude, longitude: zipCode.longitude })
    .from(zipCode)
    .where(eq(zipCode.zip, zip))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', text.zip.unknown, { [field]: text.zip.unknown });
  if (row.state !== state) {
    const message = format(text.zip.wrongState, { state: stateName(state) ?? state });
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return { zip, latitude: row.latitude, longitude: row.longitude };
}

type Columns = { latitude: AnyColumn | SQL; longitude: AnyColumn | SQL };
type Coordinate = AnyColumn | SQL | number;
const float = (v: Coordinate) => (typeof v === 'number' ? sql`${v}::float8` : sql`${v}`);

/**
 * The haversine formula in SQL, as core/areas.ts distanceMiles. The clamp to 1 (rounding near the
 * antipode) is a CASE, not least(): least() skips NULLs, which would turn a missing coordinate
 * into half the Earth's circumference instead of no distance.
 */
function haversine(aLat: Coordinate, aLng: Coordinate, bLat: Coordinate, bLng: Coordinate): SQL<number> {
  const h = sql`(power(sin(radians(${float(bLat)} - ${float(aLat)}) / 2), 2)
    + cos(radians(${float(aLat)})) * cos(radians(${float(bLat)}))
      * power(sin(radians(${float(bLng)} - ${float(aLng)}) / 2), 2))`;
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(case when ${h} > 1 then 1 else sqrt(${h}) end))`;
}

/** Haversine miles between a row's coordinates and a point (null where the row has none). */
export function distanceSql(cols: Columns, p: Point): SQL<number> {
  return haversine(p.latitude, p.longitude, cols.latitude, cols.longitude);
}

/** Haversine miles between two rows' coordinates (null where either has none). */
export function distanceBetweenSql(a: Columns, b: Columns): SQL<number> {
  return haversine(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** Rows within `miles` of `p`: the indexed box first, then the exact distance. */
export function withinSql(cols: Columns, p: Point, miles: number): SQL {
  const box = boundingBox(p, miles);
  return and(
    between(cols.latitude as AnyColumn, box.minLatitude, box.maxLatitude),
    between(cols.longitude as AnyColumn, box.minLongitude, box.maxLongitude),
    sql`${distanceSql(cols, p)} <= ${miles}`,
  )!;
}
