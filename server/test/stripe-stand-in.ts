// Shared by the tests of Stripe mode (server/billing, server/test/concurrency): a small local
// stand-in for the Stripe API (the SDK's host setting points at it) that answers Stripe-shaped JSON
// and records every request, and the settings that put an app in Stripe mode against it.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';
export const PRICES = {
  pro: 'price_1ProMonthly',
  premium: 'price_1PremiumMonthly',
  highlight: 'price_1HighlightMonthly',
};

type Recorded = { method: string; path: string; idempotencyKey: string | undefined; params: Record<string, string> };

/** A small Stripe API: answers Stripe-shaped JSON and records what it was sent. */
export function startStripeStandIn() {
  const requests: Recorded[] = [];
  const customersByKey = new Map<string, string>();
  const sessions = new Map<string, { id: string; customer: string; status: 'open' | 'complete' | 'expired' }>();
  const canceled = new Set<string>();
  let failNext: { status: number; body: unknown } | undefined;
  let n = 0;
  const subscriptionObject = (id: string, price: string, cancelAtPeriodEnd = false) => ({
    id,
    object: 'subscription',
    customer: 'cus_existing',
    status: 'active',
    cancel_at_period_end: cancelAtPeriodEnd,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_Item123',
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_end: 1_900_000_000,
        },
      ],
    },
  });
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand.in');
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method!,
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        params: Object.fromEntries(new URLSearchParams(raw)),
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(body));
      };
      if (failNext) {
        const failure = failNext;
        failNext = undefined;
        return send(failure.status, failure.body);
      }
      const params = Object.fromEntries(new URLSearchParams(raw));
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        // Stripe answers a repeated idempotency key with the first request's customer.
        const id = (typeof key === 'string' && customersByKey.get(key)) || `cus_StandIn${++n}`;
        if (typeof key === 'string') customersByKey.set(key, id);
        return send(200, { id, object: 'customer', email: params.email });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_live_StandIn${++n}`;
        sessions.set(id, { id, customer: params.customer ?? '', status: 'open' });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const q = url.searchParams;
        const data = [...sessions.values()]
          .filter(
            (c) =>
              (!q.get('customer') || c.customer === q.get('customer')) &&
              (!q.get('status') || c.status === q.get('status')),
          )
          .map((c) => ({ ...c, object: 'checkout.session', mode: 'subscription' }));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (expire && req.method === 'POST') {
        const session = sessions.get(expire[1]!);
        if (!session || session.status !== 'open')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        session.status = 'expired';
        return send(200, { ...session, object: 'checkout.session', mode: 'subscription' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          customer: params.customer,
          url: 'https://billing.stripe.test/p/session/abc',
        });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (sub && req.method === 'GET')
        return send(200, {
          ...subscriptionObject(sub[1]!, PRICES.pro),
          status: canceled.has(sub[1]!) ? 'canceled' : 'active',
        });
      if (sub && req.method === 'DELETE') {
        canceled.add(sub[1]!);
        return send(200, { ...subscriptionObject(sub[1]!, PRICES.pro), status: 'canceled' });
      }
      if (sub && req.method === 'POST')
        return send(
          200,
          subscriptionObject(sub[1]!, params['items[0][price]'] ?? PRICES.pro, params.cancel_at_period_end === 'true'),
        );
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` },
      });
    });
  });
  return {
    requests,
    sessions,
    /** The customer pays this checkout: Stripe marks it complete (its event is sent by the test). */
    complete(sessionId: string) {
      sessions.get(sessionId)!.status = 'complete';
    },
    failNextWith(status: number, body: unknown) {
      failNext = { status, body };
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = ReturnType<typeof startStripeStandIn>;

/** The environment of an app in Stripe mode, talking to the stand-in listening on `port`. */
export function stripeModeEnv(port: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_StandInKey',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: PRICES.pro,
    STRIPE_PRICE_PREMIUM: PRICES.premium,
    STRIPE_PRICE_HIGHLIGHT: PRICES.highlight,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  };
}
