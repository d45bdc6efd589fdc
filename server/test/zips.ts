// ZIP codes for tests, from the same package data the database loads (server/db/zip-codes.ts): a
// ZIP of a given city (or any of the state), and the centroid the server would store for it.
import { codes } from 'zipcodes/lib/codes.js';
import { citiesFor } from '@core/us-states';

const usable = Object.values(codes).filter((c) => c.country === 'US' && (c.latitude !== 0 || c.longitude !== 0));

/**
 * A ZIP in `state`: of `city` when the data has that city there, else of the state's first suggested
 * city (Miami for Florida), so made-up towns of one state land in one place.
 */
export function zipFor(state: string, city?: string): string {
  const inState = usable.filter((c) => c.state === state);
  const of = (name?: string) => (name ? inState.find((c) => c.city.toLowerCase() === name.toLowerCase()) : undefined);
  const found = of(city) ?? of(citiesFor(state)[0]) ?? inState[0];
  if (!found) throw new Error(`No ZIP code of ${state} in the data`);
  return found.zip;
}

/** The columns a job or profile gets for a ZIP: the ZIP and its centroid. */
export function placeOf(zip: string): { zip: string; latitude: number; longitude: number } {
  const c = codes[zip];
  if (!c) throw new Error(`Unknown ZIP ${zip}`);
  return { zip, latitude: c.latitude, longitude: c.longitude };
}
