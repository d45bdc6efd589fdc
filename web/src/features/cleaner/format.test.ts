import { describe, expect, it } from 'vitest';
import { formatDay, formatUsd } from './format';

describe('cleaner formats', () => {
  it('shows payment in US dollars, with cents only when there are some', () => {
    expect(formatUsd(145)).toBe('$145');
    expect(formatUsd(99.99)).toBe('$99.99');
    expect(formatUsd(1250)).toBe('$1,250');
  });

  it('shows a start date as that calendar day', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
  });
});
