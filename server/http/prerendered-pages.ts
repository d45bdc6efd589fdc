// Which HTML a page request gets. The public pages are prerendered at build time as a visitor sees
// them (scripts/vite-prerender.ts), so they paint before their JavaScript: a browser without a
// session cookie gets that HTML. A signed-in browser gets the app's shell (index.html) and its
// page renders in the browser as before, so nobody signed in ever sees the visitor's view first.
// An address the route table does not know is answered 404, with the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The pages prerendered (issue 19): the public pages and the first step of both sign-up wizards. */
export const PRERENDERED_PAGES = ['/', '/login', '/auth', '/forgot-password', '/terms-of-service', '/privacy-policy', '/contact-us', '/host/post-job', '/cleaner/signup'] as const;
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'pages.json';

export type PrerenderManifest = {
  /** Route → file in PRERENDER_DIR. */
  pages: Record<string, string>;
  notFound: string;
  /** Every route pattern of the web app ('/host/jobs/:jobId/edit'). */
  routes: string[];
};

/** better-auth's session cookie (cookiePrefix 'turnready' in server/auth/auth.ts), with or without __Secure-. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?turnready\.session_token=[^;\s]/;

export type PageAnswer = { status: 200 | 404; file: string };

export type PageChooser = (pathname: string, cookieHeader: string | undefined) => PageAnswer;

/** Reads the build's prerender manifest; without one (an older build) every page gets index.html. */
export function loadPageChooser(webDistDir: string): PageChooser {
  const manifestFile = path.join(webDistDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return () => ({ status: 200, file: 'index.html' });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const patterns = manifest.routes.map(routeMatcher);
  const inDir = (file: string) => `${PRERENDER_DIR}/${file}`;

  return (pathname, cookieHeader) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const visitor = !SESSION_COOKIE.test(cookieHeader ?? '');
    const known = patterns.some((matches) => matches(route));
    if (!known) return { status: 404, file: visitor ? inDir(manifest.notFound) : 'index.html' };
    const page = manifest.pages[route];
    return { status: 200, file: visitor && page ? inDir(page) : 'index.html' };
  };
}

/** A matcher for a route pattern: ':name' is one non-empty segment, everything else literal (case-insensitive, as React Router matches). */
export function routeMatcher(pattern: string): (pathname: string) => boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const re = new RegExp(`^${source}$`, 'i');
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      // Malformed escapes: match the raw path.
    }
    return re.test(decoded);
  };
}
