import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  centsToInput,
  formatCents,
  formatMonth,
  formatSignedCents,
  isMonth,
  monthOf,
  parseDollars,
  paymentOf,
  whyNotPayable,
} from './format';

describe('pay amounts', () => {
  it('reads integer cents as dollars with their cents, grouped, with a true minus sign', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(9550)).toBe('$95.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-2000)).toBe('−$20.00');
    expect(formatSignedCents(1500)).toBe('+$15.00');
    expect(formatSignedCents(-1500)).toBe('−$15.00');
    expect(formatCents(0.5)).toBe('—');
  });

  it('parses what people type into whole cents, without floating point', () => {
    expect(parseDollars('45')).toBe(4500);
    expect(parseDollars('45.5')).toBe(4550);
    expect(parseDollars(' $1,200.75 ')).toBe(120075);
    expect(parseDollars('.99')).toBe(99);
    expect(parseDollars('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(parseDollars('1.15')).toBe(115);
    expect(parseDollars('10.')).toBe(1000);
    for (const bad of ['', '.', '$', 'abc', '1.234', '-5', '1,20', '12,34.5', '1e3', '4 5'])
      expect(parseDollars(bad), bad).toBeNull();
  });

  it('gives back the cents it showed, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parseDollars(centsToInput(cents))).toBe(cents);
        expect(parseDollars(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('months', () => {
  it('steps across years and reads in the page language', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(monthOf('2026-11-27')).toBe('2026-11');
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-11', 'es-US')).toContain('noviembre');
  });
});

describe('marking lines paid', () => {
  const line = (id: string, over: Partial<Parameters<typeof whyNotPayable>[0]> = {}) => ({
    id,
    payStatus: 'unpaid' as const,
    totalCents: 9000,
    adjustments: [] as { status: string }[],
    ...over,
  });

  it('takes only unpaid lines with no adjustment waiting for an answer', () => {
    expect(whyNotPayable(line('a'))).toBeNull();
    expect(whyNotPayable(line('a', { payStatus: 'paid' }))).toBe('paid');
    expect(whyNotPayable(line('a', { payStatus: 'received' }))).toBe('paid');
    expect(whyNotPayable(line('a', { adjustments: [{ status: 'declined' }, { status: 'pending' }] }))).toBe(
      'pendingAdjustment',
    );
    expect(whyNotPayable(line('a', { adjustments: [{ status: 'accepted' }, { status: 'withdrawn' }] }))).toBeNull();
  });

  it('adds up the chosen payable lines only', () => {
    const lines = [
      line('a', { totalCents: 9000 }),
      line('b', { totalCents: 10550 }),
      line('c', { payStatus: 'paid' }),
      line('d'),
    ];
    const payment = paymentOf(lines, new Set(['a', 'b', 'c']));
    expect(payment.lines.map((l) => l.id)).toEqual(['a', 'b']);
    expect(payment.totalCents).toBe(19550);
  });
});
