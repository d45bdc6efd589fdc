// Whether a request is an API request, decided on what the router sees, never on the raw URL: the
// router decodes percent-encoding, so `/%61pi/host/profile` reaches the same handler as
// `/api/host/profile`, and a check of `req.url.startsWith('/api/')` would let it skip the origin
// check and the rate-limit ceiling. Every hook that treats /api differently asks isApiRequest.
import type { FastifyRequest } from 'fastify';

/**
 * The path of `url` as a server or proxy might read it: query dropped, percent-encoding of ASCII
 * decoded (repeatedly, so double encoding cannot hide a character), backslashes as slashes, runs of
 * slashes collapsed, `.` and `..` segments resolved, and lower-cased. Only for deciding which
 * checks apply; the router keeps routing the URL as it came.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 5; i++) {
    const decoded = path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === path) break;
    path = decoded.split(/[?#]/, 1)[0] ?? '';
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /[/\\]\.{0,2}$/.test(path) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`.toLowerCase();
}

/** True when `path` (normalised) is /api or under it. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** True for a request the API answers: its matched route is an API route, or its decoded path is under /api. */
export function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route !== undefined && isApiPath(route.toLowerCase())) return true;
  return isApiPath(normalisedPath(req.url));
}
