// The contract between the build's prerendering (scripts/vite-prerender.ts, web/src/entry-prerender.tsx),
// the server that sends the pages (server/http/prerendered-pages.ts) and the browser that hydrates
// them (web/src/main.tsx). Settings that differ per deployment (the support address, how long photos
// are kept) are rendered at build time as placeholders, and the server writes this deployment's
// values in, plus the whole public config as a JSON data block for hydration to start from.
import type { PublicConfig } from './schemas/system';

/** The pages prerendered (issue 19): the public pages and the first step of both sign-up wizards. */
export const PRERENDERED_PAGES = [
  '/',
  '/login',
  '/auth',
  '/forgot-password',
  '/terms-of-service',
  '/privacy-policy',
  '/contact-us',
  '/host/post-job',
  '/cleaner/signup',
] as const;

/** The public config a page is prerendered with: each value a marker the server replaces. */
export const CONFIG_PLACEHOLDER = {
  supportEmail: 'prerendered-support-email@placeholder.invalid',
  mailMode: 'outbox',
  devMailbox: false,
  photoRetentionMonths: 987_654_321,
} as const satisfies PublicConfig;

/** The id of the `<script type="application/json">` holding the deployment's public config. */
export const CONFIG_ELEMENT_ID = 'turnready-config';

/** Where the build writes the pages, in dist/web, and the manifest that lists them. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'pages.json';

/** Where the build keeps the renderer (web/src/entry-prerender.tsx built for Node), beside dist/web. */
export const SERVER_RENDER_DIR = 'ssr';
export const SERVER_RENDER_ENTRY = 'entry-prerender.js';

/** The cleaner's phone pages the server renders with their data for a signed-in cleaner (decision 049). */
export const SERVER_RENDERED_ROUTES = ['/cleaner/schedule', '/cleaner/turnovers/:id', '/browse-jobs'] as const;

/**
 * Sent as `browser` by the service worker with a navigation it makes: that phone keeps the app's
 * code and renders the page itself, from the reads the worker keeps (decision 043).
 */
export const RENDER_HEADER = 'x-turnready-render';

/** In the signed-in page's template, where the rendered page goes. */
export const SIGNED_IN_BODY = '<!--turnready-signed-in-page-->';

/** A read a server-rendered page was rendered with, as the browser's query cache starts from it. */
export type RenderedQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** The id of the `<script type="application/json">` holding a server-rendered page's query cache. */
export const QUERIES_ELEMENT_ID = 'turnready-queries';

export type PrerenderManifest = {
  /** Route → file in PRERENDER_DIR. */
  pages: Record<string, string>;
  notFound: string;
  /** The template of the pages the server renders for a signed-in person. */
  signedIn: string;
  /** Every route pattern of the web app ('/host/jobs/:jobId/edit'). */
  routes: string[];
};
