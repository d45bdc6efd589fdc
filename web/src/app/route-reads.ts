// What the cleaner's phone pages need first, by address (issue 38, decision 044): their code and
// their first API reads. The app's entry starts both before React starts (early-start.ts), so they
// cross the network while the app renders its frame. A path here must be
// exactly the one the page's query asks for, and a page module the one the route table loads, or
// the early request goes unused (the page then loads as before).
const enc = encodeURIComponent;

type RouteStart = {
  path: string;
  /** The page's module, as web/src/app/router.tsx imports it. */
  page: () => Promise<unknown>;
  /** Its first GETs (the session is preloaded by index.html itself; the header's bell reads the notifications). */
  reads: (params: Record<string, string>) => string[];
};

const ROUTE_STARTS: RouteStart[] = [
  {
    path: '/browse-jobs',
    page: () => import('@web/features/cleaner/pages/browse-jobs-page'),
    reads: () => ['/cleaner/profile', '/cleaner/open-turnovers', '/jobs/states', '/jobs', '/notifications'],
  },
  {
    path: '/cleaner/schedule',
    page: () => import('@web/features/turnovers/pages/cleaner-schedule-page'),
    reads: () => ['/cleaner/schedule', '/notifications'],
  },
  {
    path: '/cleaner/turnovers/:id',
    page: () => import('@web/features/playbook/pages/cleaner-turnover-page'),
    reads: ({ id }) => [`/cleaner/turnovers/${enc(id ?? '')}`, '/notifications'],
  },
];

/** The addresses that start early (for the test that they are the route table's). */
export const earlyStartPaths = (): string[] => ROUTE_STARTS.map((r) => r.path);

/**
 * The route's parameters when `pathname` matches `pattern` (':name' is one segment, matched as React
 * Router does: case-insensitive, a trailing slash allowed), else null. Kept small here rather than
 * React Router's matchPath, so the entry need not evaluate the router first.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const actual = have[i]!;
    if (segment.startsWith(':')) {
      if (!actual) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

/** The page module and first reads for `pathname`, when it is one of the listed pages. */
export function routeStart(pathname: string): { page: () => Promise<unknown>; reads: string[] } | null {
  for (const route of ROUTE_STARTS) {
    const params = matchRoute(route.path, pathname);
    if (params) return { page: route.page, reads: route.reads(params) };
  }
  return null;
}
