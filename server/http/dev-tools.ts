// The development tools (/api/dev/*: the mailbox with its reset links, the app clock) would let
// anyone who reaches a server take over accounts. They are never registered in production, and
// elsewhere they answer only requests from this machine (loopback, not relayed by a proxy) unless
// DEV_TOOLS=true; any other request gets the 404 an unknown route gets.
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

export const DEV_TOOLS_PREFIX = '/api/dev/';

/** Headers a proxy adds when it relays a request: their presence means the client is elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** A loopback address: 127.0.0.0/8, ::1, or either IPv4-mapped. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127(?:\.\d{1,3}){3}$/.test(ip);
}

/** True when `req` comes straight from this machine: a loopback peer and no forwarding header. */
export function isLocalRequest(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}

export const isDevToolRoute = (req: FastifyRequest) =>
  req.routeOptions.url?.toLowerCase().startsWith(DEV_TOOLS_PREFIX) ?? false;

/** Whether a development tool may answer `req` under `devTools`. */
export function mayUseDevTools(req: FastifyRequest, devTools: Env['devTools']): boolean {
  if (devTools === 'open') return true;
  if (devTools === 'off') return false;
  return isLocalRequest(req);
}

/** Whether HOST is a loopback interface (only this machine can connect). */
export const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));

/** A non-production server with development tools on, listening where other machines reach it (main.ts warns). */
export const devToolsExposed = (env: Pick<Env, 'devTools' | 'host'>) =>
  env.devTools !== 'off' && !isLoopbackHost(env.host);
