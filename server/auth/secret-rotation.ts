// Rotating AUTH_SECRET without signing anyone out (issue 20). better-auth checks its session cookie
// with one secret only (its `secrets` option holds encryption keys, not the cookie's HMAC key), so a
// cookie signed with an earlier secret (AUTH_SECRET_PREVIOUS) is upgraded here before better-auth
// reads it: the request's Cookie header gets the same token signed with the current secret, and the
// response sets that cookie, so each browser carries the new signature from its next request on.
// A cookie no secret signed is left as it is: better-auth then treats the request as signed out.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';

const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const;
const encoder = new TextEncoder();

const importKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), HMAC, false, ['sign', 'verify']);

/** `value.signature` as better-call signs a cookie value: base64 of HMAC-SHA256(value, secret). */
async function signValue(key: CryptoKey, value: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign(HMAC, key, encoder.encode(value)));
  return `${value}.${Buffer.from(mac).toString('base64')}`;
}

/** Constant-time (crypto.subtle.verify) check of a base64 HMAC-SHA256 signature of `value`. */
async function verifies(key: CryptoKey, value: string, signature: string): Promise<boolean> {
  return crypto.subtle.verify(HMAC, key, Buffer.from(signature, 'base64'), encoder.encode(value));
}

/**
 * A cookie-value re-signer for the current secret and the earlier ones. `upgrade` takes a signed
 * value as the cookie carries it (`token.signature`, URI-decoded) and returns null when the current
 * secret signed it or no secret did, and otherwise the token signed with the current secret.
 */
export function createCookieResigner(current: string, previous: readonly string[]) {
  const currentKey = importKey(current);
  const previousKeys = previous.map(importKey);
  return {
    async upgrade(signed: string): Promise<string | null> {
      const cut = signed.lastIndexOf('.');
      if (cut < 1) return null;
      const value = signed.slice(0, cut);
      const signature = signed.slice(cut + 1);
      // better-call's own shape check: a SHA-256 HMAC in padded base64 is 44 characters.
      if (signature.length !== 44 || !signature.endsWith('=') || !/^[A-Za-z0-9+/]+=$/.test(signature)) return null;
      if (await verifies(await currentKey, value, signature)) return null;
      for (const key of previousKeys) {
        if (await verifies(await key, value, signature)) return signValue(await currentKey, value);
      }
      return null;
    },
  };
}

/**
 * Where the first cookie called `name` sits in a Cookie header, parsed as better-call parses it (the
 * first occurrence counts, a quoted value is unquoted, %-escapes are decoded), so the value replaced
 * here is the one better-auth would read.
 */
export function findCookie(header: string, name: string): { start: number; end: number; value: string } | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      const raw = header.slice(eq + 1, end);
      const start = eq + 1 + (raw.length - raw.trimStart().length);
      const stop = end - (raw.length - raw.trimEnd().length);
      let value = header.slice(start, stop);
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return { start, end: stop, value: decode(value) };
    }
    index = end + 1;
  }
  return null;
}

function decode(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

type CookieAttributes = {
  maxAge?: number;
  domain?: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
};

/** A Set-Cookie value written as better-call writes its session cookie. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${value}`;
  if (typeof attributes.maxAge === 'number' && attributes.maxAge >= 0)
    cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += '; HttpOnly';
  if (attributes.secure) cookie += '; Secure';
  if (attributes.sameSite)
    cookie += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  return cookie;
}

function setsCookie(reply: FastifyReply, name: string): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((c) => c.startsWith(`${name}=`));
}

/**
 * Upgrades session cookies signed with an earlier secret, on every request. Register it before
 * anything reads the session: the session cache (server/auth/session-cache.ts) is keyed by the Cookie
 * header, so it then only ever sees headers signed with the current secret. Nothing is registered
 * without earlier secrets, so a server that is not rotating pays nothing.
 */
export function upgradeSessionCookies(
  app: FastifyInstance,
  options: { auth: Auth; secret: string; previousSecrets: readonly string[] },
) {
  if (options.previousSecrets.length === 0) return;
  const resigner = createCookieResigner(options.secret, options.previousSecrets);
  // The cookie's name (with __Secure- when secure cookies are on) and attributes, as better-auth sets them.
  let sessionCookie: Promise<{ name: string; attributes: CookieAttributes }> | undefined;
  const cookieSettings = () => (sessionCookie ??= options.auth.$context.then((ctx) => ctx.authCookies.sessionToken));
  const upgraded = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (req) => {
    const header = req.headers.cookie;
    if (!header) return;
    const { name, attributes } = await cookieSettings();
    const found = findCookie(header, name);
    if (!found) return;
    const resigned = await resigner.upgrade(found.value);
    if (!resigned) return;
    const encoded = encodeURIComponent(resigned);
    req.headers.cookie = header.slice(0, found.start) + encoded + header.slice(found.end);
    upgraded.set(req, serializeCookie(name, encoded, attributes));
  });

  app.addHook('onSend', async (req, reply) => {
    const cookie = upgraded.get(req);
    if (!cookie) return;
    // A response that sets the session cookie itself (sign-in, sign-out, better-auth's refresh) has the last word.
    const { name } = await cookieSettings();
    if (!setsCookie(reply, name)) reply.header('set-cookie', cookie);
  });
}
