// Signed-in test clients without a password check. Signing in through POST /api/session costs a
// scrypt verification (about 0.2 s of CPU, more on a loaded machine); hundreds of API tests that
// only need someone signed in get a session made the way better-auth makes one on sign-in instead.
// Signing in itself stays tested through the real route: server/features/session/session.test.ts,
// server/test/security/sign-in-guard.test.ts, rate limits, registrations and password resets.
import { makeSignature } from 'better-auth/crypto';
import type { App } from '../app';
import { TestClient } from './app';

/** A new session of `userId`, as the Cookie header value a browser would send. */
export async function sessionCookie(app: App, userId: string): Promise<string> {
  const ctx = await app.ctx.auth.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  // Signed as better-call signs cookies: `token.signature`, URI-encoded.
  const signed = encodeURIComponent(`${session.token}.${await makeSignature(session.token, ctx.secret)}`);
  return `${ctx.authCookies.sessionToken.name}=${signed}`;
}

/** A test client signed in as `account` (a row the factories wrote), from `remoteAddress` if given. */
export async function signedInClient(
  app: App,
  account: { userId: string },
  remoteAddress?: string,
): Promise<TestClient> {
  return new TestClient(app, remoteAddress).useCookies(await sessionCookie(app, account.userId));
}
