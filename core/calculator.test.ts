import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_FIELDS,
  AREA_SLIDER,
  calculateQuote,
  COUNT_FIELDS,
  COUNT_MAX,
  defaultCalculatorInputs,
  formatDuration,
  formatPrice,
  MINUTES_PER_100_SQFT,
  MINUTES_PER_UNIT,
  priceInCents,
  RATE_SLIDER,
  type CalculatorInputs,
} from './calculator';

const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  ...defaultCalculatorInputs,
  ...overrides,
});
const allCounts = (n: number) =>
  Object.fromEntries(COUNT_FIELDS.map((f) => [f, n])) as Record<(typeof COUNT_FIELDS)[number], number>;

describe('calculateQuote: the spec §9 formula', () => {
  const cases: Array<{
    name: string;
    given: Partial<CalculatorInputs>;
    minutes: number;
    price: number;
    hours: number;
    time: string;
  }> = [
    { name: 'nothing entered', given: {}, minutes: 0, price: 0, hours: 0, time: '0 min' },
    { name: 'one bed', given: { beds: 1 }, minutes: 12, price: 8, hours: 0.2, time: '12 min' },
    { name: 'one bedroom', given: { bedrooms: 1 }, minutes: 8, price: 5.33, hours: 0.13, time: '8 min' },
    { name: 'one half bathroom', given: { halfBathrooms: 1 }, minutes: 10, price: 6.67, hours: 0.17, time: '10 min' },
    { name: 'one full bathroom', given: { fullBathrooms: 1 }, minutes: 30, price: 20, hours: 0.5, time: '30 min' },
    { name: 'one living room', given: { livingRooms: 1 }, minutes: 10, price: 6.67, hours: 0.17, time: '10 min' },
    { name: 'one kitchen', given: { kitchens: 1 }, minutes: 30, price: 20, hours: 0.5, time: '30 min' },
    {
      name: 'one exterior feature',
      given: { exteriorFeatures: 1 },
      minutes: 5,
      price: 3.33,
      hours: 0.08,
      time: '5 min',
    },
    { name: 'one extra space', given: { extraSpaces: 1 }, minutes: 5, price: 3.33, hours: 0.08, time: '5 min' },
    { name: 'one of every count', given: allCounts(1), minutes: 110, price: 73.33, hours: 1.83, time: '1 hr 50 min' },
    {
      name: 'pets only: 20 minutes flat',
      given: { petAllowance: true },
      minutes: 20,
      price: 13.33,
      hours: 0.33,
      time: '20 min',
    },
    {
      name: 'pets with rooms add the same 20',
      given: { bedrooms: 3, petAllowance: true },
      minutes: 44,
      price: 29.33,
      hours: 0.73,
      time: '44 min',
    },
    // Partial hundreds round up: 1 minute per started 100 sq ft of carpet, 2 per 100 of hard floor.
    {
      name: 'carpet 1 sq ft rounds up to a hundred',
      given: { carpetSqFt: 1 },
      minutes: 1,
      price: 0.67,
      hours: 0.02,
      time: '1 min',
    },
    {
      name: 'carpet 100 sq ft is exactly one hundred',
      given: { carpetSqFt: 100 },
      minutes: 1,
      price: 0.67,
      hours: 0.02,
      time: '1 min',
    },
    {
      name: 'carpet 101 sq ft starts a second hundred',
      given: { carpetSqFt: 101 },
      minutes: 2,
      price: 1.33,
      hours: 0.03,
      time: '2 min',
    },
    { name: 'carpet 1,250 sq ft', given: { carpetSqFt: 1250 }, minutes: 13, price: 8.67, hours: 0.22, time: '13 min' },
    {
      name: 'hard floor 50 sq ft rounds up',
      given: { hardFloorsSqFt: 50 },
      minutes: 2,
      price: 1.33,
      hours: 0.03,
      time: '2 min',
    },
    {
      name: 'hard floor 650 sq ft',
      given: { hardFloorsSqFt: 650 },
      minutes: 14,
      price: 9.33,
      hours: 0.23,
      time: '14 min',
    },
    {
      name: 'hard floor 700 sq ft',
      given: { hardFloorsSqFt: 700 },
      minutes: 14,
      price: 9.33,
      hours: 0.23,
      time: '14 min',
    },
    {
      name: 'a typical two-bedroom rental',
      given: {
        beds: 2,
        bedrooms: 2,
        fullBathrooms: 1,
        halfBathrooms: 1,
        livingRooms: 1,
        kitchens: 1,
        exteriorFeatures: 1,
        carpetSqFt: 450,
        hardFloorsSqFt: 650,
        petAllowance: true,
      },
      minutes: 164,
      price: 109.33,
      hours: 2.73,
      time: '2 hr 44 min',
    },
    {
      name: 'the same rental at $35/hr rounds the cents up (95.666…)',
      given: {
        beds: 2,
        bedrooms: 2,
        fullBathrooms: 1,
        halfBathrooms: 1,
        livingRooms: 1,
        kitchens: 1,
        exteriorFeatures: 1,
        carpetSqFt: 450,
        hardFloorsSqFt: 650,
        petAllowance: true,
        hourlyRate: 35,
      },
      minutes: 164,
      price: 95.67,
      hours: 2.73,
      time: '2 hr 44 min',
    },
    {
      name: 'whole hours show no minutes',
      given: { fullBathrooms: 2 },
      minutes: 60,
      price: 40,
      hours: 1,
      time: '1 hr',
    },
    // Slider extremes.
    {
      name: 'areas at the slider minimum add nothing',
      given: { carpetSqFt: AREA_SLIDER.min, hardFloorsSqFt: AREA_SLIDER.min },
      minutes: 0,
      price: 0,
      hours: 0,
      time: '0 min',
    },
    {
      name: 'areas at the slider maximum (5,000 sq ft each)',
      given: { carpetSqFt: 5000, hardFloorsSqFt: 5000 },
      minutes: 150,
      price: 100,
      hours: 2.5,
      time: '2 hr 30 min',
    },
    {
      name: 'the lowest rate',
      given: { kitchens: 1, fullBathrooms: 1, hourlyRate: RATE_SLIDER.min },
      minutes: 60,
      price: 20,
      hours: 1,
      time: '1 hr',
    },
    {
      name: 'the highest rate',
      given: { kitchens: 1, fullBathrooms: 1, hourlyRate: RATE_SLIDER.max },
      minutes: 60,
      price: 100,
      hours: 1,
      time: '1 hr',
    },
    {
      name: 'everything at its maximum',
      given: {
        ...allCounts(COUNT_MAX),
        carpetSqFt: 5000,
        hardFloorsSqFt: 5000,
        petAllowance: true,
        hourlyRate: RATE_SLIDER.max,
      },
      minutes: 5670,
      price: 9450,
      hours: 94.5,
      time: '94 hr 30 min',
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const q = calculateQuote(inputs(c.given));
      expect(q.totalMinutes).toBe(c.minutes);
      expect(q.totalPrice).toBe(c.price);
      expect(q.totalHours).toBe(c.hours);
      expect(formatDuration(q.totalMinutes)).toBe(c.time);
      expect(q.hours * 60 + q.minutes).toBe(c.minutes);
    });
  }

  it('the default hourly rate is 40', () => {
    expect(defaultCalculatorInputs.hourlyRate).toBe(40);
    expect(calculateQuote(inputs({ kitchens: 3 })).totalPrice).toBe(60);
  });

  it('lists one breakdown line per non-zero item, in form order, with the catalog texts', () => {
    const q = calculateQuote(
      inputs({ beds: 1, bedrooms: 3, kitchens: 0, carpetSqFt: 1250, hardFloorsSqFt: 0, petAllowance: true }),
    );
    expect(q.breakdown.map(({ item, minutes }) => ({ item, minutes }))).toEqual([
      { item: '1 bed', minutes: 12 },
      { item: '3 bedrooms', minutes: 24 },
      { item: 'Carpet, 1,250 sq ft', minutes: 13 },
      { item: 'Pets allowed', minutes: 20 },
    ]);
    expect(calculateQuote(inputs()).breakdown).toEqual([]);
  });

  it('shows prices with 2 decimals and the thousands separator', () => {
    expect(formatPrice(calculateQuote(inputs({ kitchens: 1, fullBathrooms: 1, hourlyRate: 40 })).totalPrice)).toBe(
      '$40.00',
    );
    expect(formatPrice(103.33)).toBe('$103.33');
    expect(formatPrice(9450)).toBe('$9,450.00');
  });
});

describe('priceInCents', () => {
  it('rounds half a cent up, in exact integer arithmetic', () => {
    // 1 minute at $0.30/hr is exactly half a cent; at $0.29 just under.
    expect(priceInCents(1, 0.3)).toBe(1);
    expect(priceInCents(1, 0.29)).toBe(0);
    // 7 minutes at $30/hr is $3.50: no floating-point drift to $3.4999….
    expect(priceInCents(7, 30)).toBe(350);
    expect(priceInCents(155, 40)).toBe(10333);
  });
});

const countArb = fc.integer({ min: 0, max: COUNT_MAX });
const areaArb = fc.integer({ min: AREA_SLIDER.min, max: AREA_SLIDER.max });
const inputsArb: fc.Arbitrary<CalculatorInputs> = fc.record({
  beds: countArb,
  bedrooms: countArb,
  halfBathrooms: countArb,
  fullBathrooms: countArb,
  livingRooms: countArb,
  kitchens: countArb,
  exteriorFeatures: countArb,
  extraSpaces: countArb,
  carpetSqFt: areaArb,
  hardFloorsSqFt: areaArb,
  petAllowance: fc.boolean(),
  hourlyRate: fc.integer({ min: RATE_SLIDER.min, max: RATE_SLIDER.max }),
});

describe('calculateQuote: properties over every valid input', () => {
  it('price = minutes / 60 × rate, to the nearest cent', () => {
    fc.assert(
      fc.property(inputsArb, (i) => {
        const q = calculateQuote(i);
        const exact = (q.totalMinutes / 60) * i.hourlyRate;
        expect(Math.abs(q.totalPrice - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(q.totalPrice * 100))).toBe(true);
        expect(q.totalPrice.toFixed(2)).toBe((Math.round(q.totalPrice * 100) / 100).toFixed(2));
      }),
    );
  });

  it('total minutes are the sum of the breakdown, and hours + minutes say the same', () => {
    fc.assert(
      fc.property(inputsArb, (i) => {
        const q = calculateQuote(i);
        expect(q.breakdown.reduce((s, l) => s + l.minutes, 0)).toBe(q.totalMinutes);
        expect(q.breakdown.every((l) => l.minutes > 0)).toBe(true);
        expect(q.hours * 60 + q.minutes).toBe(q.totalMinutes);
        expect(q.minutes).toBeLessThan(60);
      }),
    );
  });

  it('one more of any count adds exactly its minutes per unit', () => {
    fc.assert(
      fc.property(inputsArb, fc.constantFrom(...COUNT_FIELDS), (i, field) => {
        fc.pre(i[field] < COUNT_MAX);
        const before = calculateQuote(i);
        const after = calculateQuote({ ...i, [field]: i[field] + 1 });
        expect(after.totalMinutes - before.totalMinutes).toBe(MINUTES_PER_UNIT[field]);
        expect(after.totalPrice).toBeGreaterThan(before.totalPrice);
      }),
    );
  });

  it('more floor area never lowers the time, and 100 sq ft more adds its minutes', () => {
    fc.assert(
      fc.property(
        inputsArb,
        fc.constantFrom(...AREA_FIELDS),
        fc.integer({ min: 1, max: AREA_SLIDER.max }),
        (i, field, extra) => {
          const before = calculateQuote(i);
          const grown = calculateQuote({ ...i, [field]: Math.min(i[field] + extra, AREA_SLIDER.max) });
          expect(grown.totalMinutes).toBeGreaterThanOrEqual(before.totalMinutes);
          if (i[field] + 100 <= AREA_SLIDER.max) {
            expect(calculateQuote({ ...i, [field]: i[field] + 100 }).totalMinutes - before.totalMinutes).toBe(
              MINUTES_PER_100_SQFT[field],
            );
          }
        },
      ),
    );
  });

  it('allowing pets adds 20 minutes', () => {
    fc.assert(
      fc.property(inputsArb, (i) => {
        expect(
          calculateQuote({ ...i, petAllowance: true }).totalMinutes -
            calculateQuote({ ...i, petAllowance: false }).totalMinutes,
        ).toBe(20);
      }),
    );
  });

  it('a higher rate never lowers the price', () => {
    fc.assert(
      fc.property(inputsArb, fc.integer({ min: 1, max: 40 }), (i, more) => {
        fc.pre(i.hourlyRate + more <= RATE_SLIDER.max);
        expect(calculateQuote({ ...i, hourlyRate: i.hourlyRate + more }).totalPrice).toBeGreaterThanOrEqual(
          calculateQuote(i).totalPrice,
        );
      }),
    );
  });
});
