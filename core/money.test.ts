import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows cents whenever they are not zero', () => {
    expect(formatUsd(95.5)).toBe('$95.50');
    expect(formatUsd(12.05)).toBe('$12.05');
    expect(formatUsd(0.99)).toBe('$0.99');
    expect(formatUsd(1250.5)).toBe('$1,250.50');
  });

  it('shows whole dollars without cents', () => {
    expect(formatUsd(96)).toBe('$96');
    expect(formatUsd(29)).toBe('$29');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1250)).toBe('$1,250');
  });

  it('never rounds to whole dollars, and ignores float noise below a cent', () => {
    expect(formatUsd(95.499999)).toBe('$95.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(95.999)).toBe('$96');
  });
});
