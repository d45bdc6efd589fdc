import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundingBox, covers, distanceMiles, isServiceRadius, shownMiles } from './areas';
import { ServiceRadius, WithinQuery, ZipCode } from './schemas/areas';

const burlington = { latitude: 44.484, longitude: -73.2199 };
const montpelier = { latitude: 44.2641, longitude: -72.577 };

describe('distanceMiles (haversine)', () => {
  it('measures known distances in miles', () => {
    expect(distanceMiles(burlington, burlington)).toBe(0);
    // Burlington to Montpelier, Vermont: about 35 miles as the crow flies.
    expect(distanceMiles(burlington, montpelier)).toBeCloseTo(35.1, 0);
    // New York City to Los Angeles: about 2,450 miles.
    const nyc = { latitude: 40.7484, longitude: -73.9967 };
    const la = { latitude: 34.0522, longitude: -118.2437 };
    expect(distanceMiles(nyc, la)).toBeGreaterThan(2400);
    expect(distanceMiles(nyc, la)).toBeLessThan(2500);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      latitude: fc.double({ min: -60, max: 72, noNaN: true }),
      longitude: fc.double({ min: -179, max: -60, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeCloseTo(distanceMiles(b, a), 6);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('holds every point within the distance (so the indexed pre-filter never drops a match)', () => {
    const us = fc.record({
      latitude: fc.double({ min: 18, max: 71, noNaN: true }),
      longitude: fc.double({ min: -170, max: -65, noNaN: true }),
    });
    fc.assert(
      fc.property(us, us, fc.integer({ min: 5, max: 100 }), (center, p, miles) => {
        if (distanceMiles(center, p) > miles) return;
        const box = boundingBox(center, miles);
        expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
        expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude);
        expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude);
      }),
    );
  });

  it('holds the points at the exact distance in each direction', () => {
    for (const miles of [10, 25, 100]) {
      const box = boundingBox(burlington, miles);
      const north = { latitude: burlington.latitude + miles / 69.05, longitude: burlington.longitude };
      expect(north.latitude).toBeLessThanOrEqual(box.maxLatitude);
      const eastLng = burlington.longitude + miles / (69.17 * Math.cos((burlington.latitude * Math.PI) / 180));
      expect(eastLng).toBeLessThanOrEqual(box.maxLongitude);
    }
  });
});

describe('the cleaner’s radius and what is shown', () => {
  it('covers a property within the radius, not beyond', () => {
    expect(covers(burlington, 25, montpelier)).toBe(false);
    expect(covers(burlington, 50, montpelier)).toBe(true);
  });

  it('shows whole miles only', () => {
    expect(shownMiles(12.4)).toBe(12);
    expect(shownMiles(8.5)).toBe(9);
    expect(shownMiles(0.3)).toBe(0);
  });

  it('allows a radius of 5 to 100 whole miles', () => {
    expect([4, 5, 25, 100, 101, 12.5].map(isServiceRadius)).toEqual([false, true, true, true, false, false]);
    expect(ServiceRadius.parse(undefined)).toBe(25);
    expect(ServiceRadius.parse('')).toBe(25);
    expect(ServiceRadius.parse('40')).toBe(40);
    expect(ServiceRadius.safeParse(4).success).toBe(false);
    expect(ServiceRadius.safeParse('far').success).toBe(false);
  });
});

describe('ZIP code and Within fields', () => {
  it('accepts five digits (ZIP+4 cut to five), with clear messages otherwise', () => {
    expect(ZipCode.parse(' 05401 ')).toBe('05401');
    expect(ZipCode.parse('05401-1234')).toBe('05401');
    expect(ZipCode.safeParse('').error?.issues[0]?.message).toBe('ZIP code is required');
    expect(ZipCode.safeParse(undefined).error?.issues[0]?.message).toBe('ZIP code is required');
    expect(ZipCode.safeParse('5401').error?.issues[0]?.message).toBe('Enter a 5-digit ZIP code');
    expect(ZipCode.safeParse('K1A 0B1').error?.issues[0]?.message).toBe('Enter a 5-digit ZIP code');
  });

  it('takes 10, 25, 50, 100 or any', () => {
    expect(['10', '25', '50', '100', 'any'].map((v) => WithinQuery.parse(v))).toEqual([10, 25, 50, 100, 'any']);
    for (const bad of ['30', 'far', '-1', '1e9', '']) expect(WithinQuery.safeParse(bad).success).toBe(false);
  });
});
