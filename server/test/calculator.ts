// Shared by the tests of the cleaning-fee calculator (server/features/calculator, server/test/
// concurrency): a quote request as the web page sends it, each from a client address of its own.
import { TEST_APP_URL, type TestApp } from './app';

export const QUOTES_URL = '/api/calculator/quotes';

// The route is rate-limited per client: each request gets its own address unless told, so one
// test's requests never use up another's allowance.
let nextIp = 10;
export const newIp = () => `203.0.113.${nextIp++}`;

/** `app` is read when a request is sent: the file's app is made in its beforeAll. */
export function quoteRequests(app: () => TestApp) {
  /** POSTs a quote request from `ip` (a new address unless told) with our Origin unless told. */
  async function post(body: unknown, options: { ip?: string; origin?: string } = {}) {
    const res = await app().app.inject({
      method: 'POST',
      url: QUOTES_URL,
      payload: body as never,
      remoteAddress: options.ip ?? newIp(),
      headers: { origin: options.origin ?? TEST_APP_URL, 'content-type': 'application/json' },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  }
  return { post };
}
