// Issue 42: the ledger's rules in core/pay.ts: the 1099-NEC threshold by year, sums in whole cents,
// amounts for a spreadsheet, and the neutralising of cells a spreadsheet would run as formulas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsFromDecimal,
  csvAmount,
  isUnconfirmed,
  lineTotalCents,
  necThresholdCents,
  neutraliseCell,
  possibly1099K,
  signedCents,
} from './pay';

describe('the 1099-NEC threshold', () => {
  it('is $600 through 2025, $2,000 for 2026, and the last known one (estimated) after the table', () => {
    expect(necThresholdCents(2019)).toEqual({ thresholdCents: 60_000, estimated: false });
    expect(necThresholdCents(2025)).toEqual({ thresholdCents: 60_000, estimated: false });
    expect(necThresholdCents(2026)).toEqual({ thresholdCents: 200_000, estimated: false });
    expect(necThresholdCents(2027)).toEqual({ thresholdCents: 200_000, estimated: true });
  });
});

describe('money in cents', () => {
  it('reads a stored decimal payment exactly', () => {
    expect(centsFromDecimal('95.50')).toBe(9550);
    expect(centsFromDecimal('95.5')).toBe(9550);
    expect(centsFromDecimal(0.29)).toBe(29);
    expect(centsFromDecimal(1234.05)).toBe(123405);
    expect(() => centsFromDecimal('1e3')).toThrow();
  });

  it('sums a line from its base and accepted adjustments only; a deduction subtracts', () => {
    expect(signedCents('deduction', 500)).toBe(-500);
    expect(signedCents('mileage', 500)).toBe(500);
    const total = lineTotalCents(9550, [
      { kind: 'late_checkout', amountCents: 2500, status: 'accepted' },
      { kind: 'deduction', amountCents: 1000, status: 'accepted' },
      { kind: 'expense', amountCents: 700, status: 'declined' },
      { kind: 'extra_time', amountCents: 900, status: 'pending' },
      { kind: 'mileage', amountCents: 300, status: 'withdrawn' },
    ]);
    expect(total).toBe(11050);
  });

  it('writes any number of cents as a spreadsheet amount that reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = csvAmount(cents);
        expect(text).toMatch(/^\(?\d+\.\d\d\)?$/);
        const back = (text.startsWith('(') ? -1 : 1) * centsFromDecimal(text.replace(/[()]/g, ''));
        expect(back).toBe(cents);
      }),
      { seed: 42, numRuns: 500 },
    );
    expect(csvAmount(-2000)).toBe('(20.00)');
    expect(csvAmount(5)).toBe('0.05');
  });
});

describe('spreadsheet cells', () => {
  it('neutralise a leading =, +, -, @, tab or carriage return, and leave the rest alone', () => {
    for (const danger of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseCell(danger)).toBe(`'${danger}`);
    for (const safe of ['12 Elm St', 'Maria V.', '95.50', '(20.00)', '', ' =x'])
      expect(neutraliseCell(safe)).toBe(safe);
  });
});

describe('the 1099-K and the 14-day flag', () => {
  it('count card and app-business payments apart, and flag from 14 days', () => {
    expect(possibly1099K('card', false)).toBe(true);
    expect(possibly1099K('venmo', true)).toBe(true);
    expect(possibly1099K('venmo', false)).toBe(false);
    expect(possibly1099K('zelle', true)).toBe(false);
    const since = new Date('2026-03-01T12:00:00Z');
    expect(isUnconfirmed(since, new Date('2026-03-15T11:59:59Z'))).toBe(false);
    expect(isUnconfirmed(since, new Date('2026-03-15T12:00:00Z'))).toBe(true);
  });
});
