// Which HTML a page request gets. The public pages are prerendered at build time as a visitor sees
// them (scripts/vite-prerender.ts), so they paint before their JavaScript: a browser without a
// session cookie gets that HTML, with this deployment's settings written in (core/prerender.ts). A
// signed-in browser gets the app's shell (index.html) and its page renders in the browser as
// before, so nobody signed in ever sees the visitor's view first. An address the route table does
// not know is answered 404, with the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  CONFIG_ELEMENT_ID,
  CONFIG_PLACEHOLDER,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '@core/prerender';
import type { PublicConfig } from '@core/schemas/system';

/** better-auth's session cookie (cookiePrefix 'turnready' in server/auth/auth.ts), with or without __Secure-. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?turnready\.session_token=[^;\s]/;
export const hasSessionCookie = (cookieHeader: string | undefined) => SESSION_COOKIE.test(cookieHeader ?? '');

export type Encoding = 'br' | 'gzip' | 'identity';
/** A prerendered page ready to send, in each encoding (made on first use, then kept). */
type PageBody = Record<Encoding, Buffer>;

export type PageAnswer = { status: 200 | 404 } & (
  { file: 'index.html' } | { body: (acceptEncoding: string | undefined) => { encoding: Encoding; bytes: Buffer } }
);

export type PageChooser = (pathname: string, cookieHeader: string | undefined) => PageAnswer;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The prerendered `html` with `config`'s values in place of the placeholders, and `config` as a JSON data block for hydration. */
export function fillConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html
    .replaceAll(CONFIG_PLACEHOLDER.supportEmail, escapeHtml(config.supportEmail))
    .replaceAll(String(CONFIG_PLACEHOLDER.photoRetentionMonths), String(config.photoRetentionMonths))
    .replace('</head>', () => `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script></head>`);
}

export function negotiate(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** Reads the build's prerender manifest; without one (an older build) every page gets index.html. */
export function loadPageChooser(webDistDir: string, config: PublicConfig): PageChooser {
  const manifestFile = path.join(webDistDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return () => ({ status: 200, file: 'index.html' });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const patterns = manifest.routes.map(routeMatcher);

  const bodies = new Map<string, PageBody>();
  const bodyOf = (file: string) => {
    let body = bodies.get(file);
    if (!body) {
      const identity = Buffer.from(
        fillConfig(readFileSync(path.join(webDistDir, PRERENDER_DIR, file), 'utf8'), config),
      );
      // Brotli at 6: made once per page and process, a few milliseconds each.
      body = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      bodies.set(file, body);
    }
    return body;
  };
  const prerendered = (status: 200 | 404, file: string): PageAnswer => ({
    status,
    body: (acceptEncoding) => {
      const encoding = negotiate(acceptEncoding);
      return { encoding, bytes: bodyOf(file)[encoding] };
    },
  });

  return (pathname, cookieHeader) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const visitor = !hasSessionCookie(cookieHeader);
    const known = patterns.some((matches) => matches(route));
    if (!known) return visitor ? prerendered(404, manifest.notFound) : { status: 404, file: 'index.html' };
    const page = manifest.pages[route];
    return visitor && page ? prerendered(200, page) : { status: 200, file: 'index.html' };
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
