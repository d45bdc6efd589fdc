import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { HIGHLIGHT_PRICE, PLAN_PRICES } from '@core/plans';
import type { SubscriptionSummary } from '@core/schemas/billing';
import { badgeKind, formatDate, formatPrice, planName, planPrice } from './format';

const sub = (overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  kind: 'host_plan',
  plan: 'pro',
  status: 'active',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('billing formats', () => {
  it('names and prices every plan from core/ and the catalog', () => {
    expect(planName('free', en)).toBe('Free');
    expect(planName('premium', en)).toBe('Premium');
    expect(planName('highlight', en)).toBe('Highlight');
    expect(planPrice('pro')).toBe(PLAN_PRICES.pro);
    expect(planPrice('highlight')).toBe(HIGHLIGHT_PRICE);
    expect(formatPrice(29)).toBe('$29');
    expect(formatPrice(12.5)).toBe('$12.50');
  });

  it('the spec sentence with the Highlight price matches the price defined in core/plans.ts', () => {
    expect(en.billing.cleanerBilling.highlighted).toContain(`(${formatPrice(HIGHLIGHT_PRICE)}/month)`);
  });

  it('reads period ends as calendar dates and ignores missing or broken ones', () => {
    expect(formatDate('2027-03-05T12:00:00.000Z')).toBe('March 5, 2027');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('picks the badge: free without a subscription, canceling before the end, ended after it', () => {
    expect(badgeKind(null)).toBe('free');
    expect(badgeKind(sub())).toBe('active');
    expect(badgeKind(sub({ cancelAtPeriodEnd: true }))).toBe('canceling');
    expect(badgeKind(sub({ status: 'past_due' }))).toBe('past_due');
    expect(badgeKind(sub({ status: 'canceled', cancelAtPeriodEnd: true }))).toBe('ended');
    expect(badgeKind(sub({ status: 'incomplete_expired' }))).toBe('ended');
  });
});
