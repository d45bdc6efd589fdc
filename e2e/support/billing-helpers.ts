// Helpers for the billing journeys (test-mode provider): buy a plan through the API the way the
// checkout page does, read the subscription as the server sees it, and move the billing clock
// (the app clock, e2e/support/dev-clock.ts).
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import type { BillingStatus, PaidPlan } from '@core/schemas/billing';
import { assertMayMoveClock, baseUrl } from './browser';

const origin = () => ({ origin: baseUrl() });

async function post<T>(request: APIRequestContext, path: string, data: unknown = {}): Promise<T> {
  const res = await request.post(path, { data, headers: origin() });
  if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Opens a test checkout for the signed-in account of `context` and returns its page's path. */
export async function openCheckout(context: BrowserContext, plan: PaidPlan): Promise<string> {
  const { url } = await post<{ url: string }>(context.request, '/api/billing/checkout', { plan });
  return new URL(url).pathname;
}

/** Subscribes the signed-in account of `context` to `plan` by paying a test checkout (no UI). */
export async function subscribe(context: BrowserContext, plan: PaidPlan) {
  const { url } = await post<{ url: string }>(context.request, '/api/billing/checkout', { plan });
  const sessionId = new URL(url).pathname.split('/').pop();
  await post(context.request, `/api/billing/test-checkout/${sessionId}/pay`);
}

export async function billingStatus(page: Page): Promise<BillingStatus> {
  return (await page.request.get('/api/billing/subscription')).json() as Promise<BillingStatus>;
}

/**
 * Development clock: runs renewals and period ends as if `days` had passed. Only in a test that
 * holds the `dev-clock` lock exclusively (itMovesTheClock); its release puts the clock back to real time.
 */
export async function advanceBillingClock(page: Page, days: number) {
  assertMayMoveClock();
  return post<{ now: string }>(page.request, '/api/dev/billing-clock', { advanceDays: days });
}

/** A period end as the billing pages write it ("March 5, 2027"). */
export function longDate(iso: string | null | undefined): string {
  if (!iso) throw new Error('no period end');
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
