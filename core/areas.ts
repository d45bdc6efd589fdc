// Service areas (issue 43, decision 048): a property and a cleaner's home are placed at the centroid
// of their ZIP code; the distance between them is the great-circle (haversine) distance in miles.
// The server's SQL (server/features/areas) computes the same formula; this file is the rule.

/** Mean Earth radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export const SERVICE_RADIUS_MIN = 5;
export const SERVICE_RADIUS_MAX = 100;
export const SERVICE_RADIUS_DEFAULT = 25;

/** The 'Within' choices of /browse-jobs, in miles; 'any' lifts the limit. */
export const WITHIN_CHOICES = [10, 25, 50, 100] as const;
export type Within = (typeof WITHIN_CHOICES)[number] | 'any';

/** Five digits: the only ZIP shape we accept (ZIP+4 is cut to its first five by the form). */
export const ZIP_PATTERN = /^\d{5}$/;

export type Point = { latitude: number; longitude: number };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles between two points (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * What a person is shown of a distance: whole miles, never finer (the other side's home or
 * property is never placed more exactly than that).
 */
export const shownMiles = (miles: number): number => Math.round(miles);

/**
 * A latitude/longitude box that holds every point within `miles` of `center`: the cheap, indexed
 * pre-filter before the exact distance. Slightly generous on purpose (a degree of latitude is at
 * least 68.7 miles; a degree of longitude is narrowest at the box's edge farthest from the equator).
 */
export function boundingBox(center: Point, miles: number) {
  const dLat = miles / 68.7;
  const edge = Math.min(89, Math.abs(center.latitude) + dLat);
  const dLng = Math.min(180, miles / (69.2 * Math.cos(rad(edge))));
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLng,
    maxLongitude: center.longitude + dLng,
  };
}

/** Whether a cleaner at `home` with `radiusMiles` covers a property at `property`. */
export const covers = (home: Point, radiusMiles: number, property: Point): boolean =>
  distanceMiles(home, property) <= radiusMiles;

/** A service radius a cleaner may choose: whole miles, 5 to 100. */
export const isServiceRadius = (n: number): boolean =>
  Number.isInteger(n) && n >= SERVICE_RADIUS_MIN && n <= SERVICE_RADIUS_MAX;
