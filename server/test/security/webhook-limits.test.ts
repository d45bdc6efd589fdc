// POST /api/billing/webhook is outside the per-client ceiling (the payment provider sends bursts),
// so it has its own rate limit per address, and a body limit that fits real events (a few KB; Stripe's
// are far below 1 MB) instead of a megabyte per request.
import { describe, expect, it } from 'vitest';
import { WEBHOOK_BODY_LIMIT } from '../../features/billing/routes';
import { rateLimits } from '../../http/rate-limits';
import { useAppWithSmtp } from '../with-app';
import { nextIp } from './ip-client';

const env = useAppWithSmtp();

/** An unsigned event of about `bytes` bytes from `ip`, as raw JSON. */
const deliver = (ip: string, bytes = 200) =>
  env.t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    remoteAddress: ip,
    payload: JSON.stringify({
      id: 'evt_test',
      type: 'customer.subscription.updated',
      padding: 'x'.repeat(Math.max(0, bytes - 80)),
    }),
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  });

describe('the webhook body limit', () => {
  it('is 512 KB: a larger body is refused with 413 before anything reads it', async () => {
    expect(WEBHOOK_BODY_LIMIT).toBe(512 * 1024);
    const res = await deliver(nextIp(), 600 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBeDefined();
  });

  it('lets a body above the other routes’ 256 KB through to the signature check', async () => {
    const res = await deliver(nextIp(), 300 * 1024);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WEBHOOK_INVALID');
  });
});

describe('the webhook rate limit', () => {
  it(`allows ${rateLimits.webhook.max} deliveries a minute per address, then 429 with Retry-After; other addresses are not affected`, async () => {
    const ip = nextIp();
    const statuses = new Set<number>();
    // In batches of 100 at once (a provider's burst); the order within the window does not matter.
    for (let sent = 0; sent < rateLimits.webhook.max; sent += 100) {
      const batch = Math.min(100, rateLimits.webhook.max - sent);
      for (const res of await Promise.all(Array.from({ length: batch }, () => deliver(ip))))
        statuses.add(res.statusCode);
    }
    expect(statuses).toEqual(new Set([400]));
    const limited = await deliver(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await deliver(nextIp())).statusCode).toBe(400);
  });
});
