// Who may read GET /metrics: a scraper on this machine, or one that presents METRICS_TOKEN. The
// metrics tell an outsider how busy the site is and where it hurts, so anyone else gets the 404 an
// unknown address gets (server/metrics/routes.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../http/dev-tools';

/**
 * Whether `authorization` is `Bearer <token>`. Compared in constant time over SHA-256 digests, so
 * neither the characters nor the length of the token leak through timing.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? '');
  if (!match) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** Headers a proxy adds when it relays a request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Whether the client is on this machine. The peer must be loopback. A request without forwarding
 * headers is then the client itself. With them, a proxy relayed it: only a trusted proxy's
 * X-Forwarded-For is believed (TRUST_PROXY), and the client it names (request.ip, which Fastify
 * takes from that chain) must be loopback too, so a remote visitor behind the proxy on this machine
 * is not mistaken for a local one. Forwarding headers from an untrusted peer, or without an
 * X-Forwarded-For to name the client, leave the client unknown: refused.
 */
export function isLoopbackClient(req: Pick<FastifyRequest, 'socket' | 'headers' | 'ip' | 'ips'>): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
  if (!FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return true;
  // `ips` is [peer, ...the X-Forwarded-For hops believed]: longer than one only when the peer is trusted.
  const believed = req.headers['x-forwarded-for'] !== undefined && (req.ips?.length ?? 0) > 1;
  return believed && isLoopbackAddress(req.ip);
}

/**
 * Whether `req` may read the metrics. A request that presents a bearer token is judged by the token
 * alone (a wrong one is refused even from this machine: it is a misconfigured scraper, better
 * noticed); without one, only a client on this machine may.
 */
export function mayReadMetrics(
  req: Pick<FastifyRequest, 'socket' | 'headers' | 'ip' | 'ips'>,
  token: string | undefined,
): boolean {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) return token !== undefined && bearerTokenMatches(authorization, token);
  return isLoopbackClient(req);
}
