// Which API reads a page makes as soon as it shows, by its address (issue 38, decision 044): the
// entry starts them (web/src/lib/early-reads.ts) while the page's code loads. Only the cleaner's
// phone pages are listed; a path here must be exactly the one the page's query asks for, or the
// early read goes unused (the page then reads as before).
import { matchPath } from 'react-router';

const enc = encodeURIComponent;

/** The session is preloaded by index.html itself; the header's bell reads the notifications. */
const ROUTE_READS: { path: string; reads: (params: Record<string, string | undefined>) => string[] }[] = [
  {
    path: '/browse-jobs',
    reads: () => ['/cleaner/profile', '/cleaner/open-turnovers', '/jobs/states', '/jobs', '/notifications'],
  },
  { path: '/cleaner/schedule', reads: () => ['/cleaner/schedule', '/notifications'] },
  { path: '/cleaner/turnovers/:id', reads: ({ id }) => [`/cleaner/turnovers/${enc(id ?? '')}`, '/notifications'] },
];

export function routeReads(pathname: string): string[] {
  for (const route of ROUTE_READS) {
    const match = matchPath(route.path, pathname);
    if (match) return route.reads(match.params);
  }
  return [];
}
