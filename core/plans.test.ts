import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_PRICE, isPaidTier, PLAN_PRICES, planPrice } from './plans';

describe('isPaidTier', () => {
  it.each([
    ['free', false],
    ['pro', true],
    ['premium', true],
    ['highlight', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('%s -> %s', (tier, paid) => expect(isPaidTier(tier)).toBe(paid));
});

describe('plan prices', () => {
  it('are the spec prices, in one table', () => {
    expect(PLAN_PRICES).toEqual({ free: 0, pro: 29, premium: 69, highlight: 8 });
    expect([planPrice('free'), planPrice('pro'), planPrice('premium'), planPrice('highlight')]).toEqual([0, 29, 69, 8]);
    expect(HIGHLIGHT_PRICE).toBe(planPrice('highlight'));
  });
});
