import { describe, expect, it } from 'vitest';
import { addMonth } from './clock';
import { isEntitled } from './entitlements';
import { cancellationWasScheduled, readInvoice, readSubscription } from './stripe-objects';

const planForPrice = (id: string) =>
  ({ price_pro: 'pro', price_premium: 'premium', price_hl: 'highlight' })[id] as
    'pro' | 'premium' | 'highlight' | undefined;
const base = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: { user_id: 'u1', plan: 'pro' },
  items: { data: [{ id: 'si_1', price: { id: 'price_premium' }, current_period_end: 1_800_000_000 }] },
};

describe('readSubscription', () => {
  it('reads the 2025+ shape: plan from the price (over metadata), period end from the item', () => {
    expect(readSubscription(base, planForPrice)).toEqual({
      ok: true,
      value: {
        id: 'sub_1',
        customerId: 'cus_1',
        status: 'active',
        plan: 'premium',
        kind: 'host_plan',
        currentPeriodEnd: new Date(1_800_000_000_000),
        cancelAtPeriodEnd: false,
        metadataUserId: 'u1',
      },
    });
  });

  it('reads the older shape: period end on the subscription, an expanded customer', () => {
    const old = {
      ...base,
      customer: { id: 'cus_9', object: 'customer' },
      current_period_end: 1_700_000_000,
      items: { data: [{ id: 'si_1', price: { id: 'price_hl' } }] },
    };
    expect(readSubscription(old, planForPrice)).toMatchObject({
      ok: true,
      value: {
        customerId: 'cus_9',
        plan: 'highlight',
        kind: 'highlight',
        currentPeriodEnd: new Date(1_700_000_000_000),
      },
    });
  });

  it('falls back to the metadata plan for an unknown price, and refuses when neither names a plan', () => {
    expect(
      readSubscription({ ...base, items: { data: [{ id: 'si', price: { id: 'price_other' } }] } }, planForPrice),
    ).toMatchObject({ ok: true, value: { plan: 'pro' } });
    expect(
      readSubscription(
        { ...base, metadata: {}, items: { data: [{ id: 'si', price: { id: 'price_other' } }] } },
        planForPrice,
      ).ok,
    ).toBe(false);
  });

  it('treats a cancel_at time as a scheduled cancellation ending at the earlier of it and the period end', () => {
    const r = readSubscription({ ...base, cancel_at: 1_790_000_000 }, planForPrice);
    expect(r).toMatchObject({
      ok: true,
      value: { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(1_790_000_000_000) },
    });
  });

  it('refuses objects that are not subscriptions or have an unknown status', () => {
    expect(readSubscription({ ...base, object: 'invoice' }, planForPrice).ok).toBe(false);
    expect(readSubscription({ ...base, status: 'exploded' }, planForPrice).ok).toBe(false);
    expect(readSubscription(null, planForPrice).ok).toBe(false);
  });
});

describe('cancellationWasScheduled', () => {
  it('is true only for the event that turned a cancellation on', () => {
    expect(cancellationWasScheduled({ ...base, cancel_at_period_end: true }, { cancel_at_period_end: false })).toBe(
      true,
    );
    expect(cancellationWasScheduled({ ...base, cancel_at: 1_800_000_000 }, { cancel_at: null })).toBe(true);
    // Turned off (resumed), unchanged, or a change of something else.
    expect(cancellationWasScheduled({ ...base }, { cancel_at_period_end: true })).toBe(false);
    expect(cancellationWasScheduled({ ...base, cancel_at_period_end: true }, { items: {} })).toBe(false);
    expect(cancellationWasScheduled({ ...base, cancel_at_period_end: true }, undefined)).toBe(false);
    // Both fields moved together (cancel_at set along with the flag): still the one moment.
    expect(
      cancellationWasScheduled(
        { ...base, cancel_at_period_end: true, cancel_at: 1_800_000_000 },
        { cancel_at_period_end: false, cancel_at: null },
      ),
    ).toBe(true);
  });
});

describe('readInvoice', () => {
  it('finds the subscription and metadata under parent.subscription_details (2025+) or invoice.subscription (older)', () => {
    const modern = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      amount_due: 2900,
      currency: 'USD',
      parent: { subscription_details: { subscription: 'sub_1', metadata: { user_id: 'u1', plan: 'pro' } } },
    };
    expect(readInvoice(modern)).toEqual({
      ok: true,
      value: {
        id: 'in_1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        amountDue: 2900,
        currency: 'usd',
        metadataUserId: 'u1',
        metadataPlan: 'pro',
      },
    });
    expect(
      readInvoice({
        id: 'in_2',
        object: 'invoice',
        customer: 'cus_1',
        amount_due: 800,
        currency: 'usd',
        subscription: 'sub_2',
      }),
    ).toMatchObject({ ok: true, value: { subscriptionId: 'sub_2', metadataPlan: undefined } });
  });
});

describe('isEntitled', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('keeps access while active, trialing or past due, and for a cancelled plan until its period ends', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const)
      expect(isEntitled({ status, cancelAtPeriodEnd: false, currentPeriodEnd: null }, now)).toBe(true);
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const)
      expect(isEntitled({ status, cancelAtPeriodEnd: false, currentPeriodEnd: null }, now)).toBe(false);
    expect(
      isEntitled(
        { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-05-01T00:00:01Z') },
        now,
      ),
    ).toBe(true);
    expect(isEntitled({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: now }, now)).toBe(false);
    // Renewal pending (not cancelled): access continues past the period end until Stripe says otherwise.
    expect(
      isEntitled(
        { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: new Date('2026-04-01T00:00:00Z') },
        now,
      ),
    ).toBe(true);
  });
});

describe('addMonth', () => {
  it('is the same day next month, or the last day of a shorter month', () => {
    expect(addMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonth(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-31T23:59:00.000Z');
  });
});
