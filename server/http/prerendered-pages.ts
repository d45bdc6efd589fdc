// Which HTML a page request gets. The public pages are prerendered at build time as a visitor sees
// them (scripts/vite-prerender.ts), so they paint before their JavaScript: a browser without a
// session cookie gets that HTML, with this deployment's settings written in (core/prerender.ts). A
// signed-in browser gets the app's shell (index.html) and its page renders in the browser as
// before, so nobody signed in ever sees the visitor's view first. An address the route table does
// not know is answered 404, with the not-found page.
//
// Issue 41 (docs/decisions/051-spanish.md): every public page is prerendered in each language, English
// at its address ('/login') and Spanish under '/es' ('/es/login'). An address under '/es' is always
// Spanish. The English address stays the same HTML for everyone without a choice (cacheable; a
// browser that prefers Spanish gets it, and the app switches after load and moves to '/es/…'); a
// visitor who chose a language (the `lang` cookie) is redirected to the page's address in it. The
// not-found page speaks the address's language, else the cookie's, else Accept-Language's.
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
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, LOCALES, type Locale } from '@core/locale';
import type { PublicConfig } from '@core/schemas/system';

/** The `lang` cookie: a visitor's chosen language (set by the web app, web/src/lib/i18n.tsx). */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/** The language of an address under a language's prefix ('/es', '/es/login'), else null. */
export function prefixLocale(route: string): Locale | null {
  const lower = route.toLowerCase();
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && (lower === `/${l}` || lower.startsWith(`/${l}/`))) ?? null;
}

/** A public page's English address in `locale` ('/login' → '/es/login', '/' → '/es'). */
export const pathIn = (route: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? route : route === '/' ? `/${locale}` : `/${locale}${route}`;

/** The language a page request is answered in when its address does not say: the cookie's, else Accept-Language's. */
export const pageRequestLocale = (cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale =>
  cookieLocale(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage);

/** better-auth's session cookie (cookiePrefix 'turnready' in server/auth/auth.ts), with or without __Secure-. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?turnready\.session_token=[^;\s]/;
export const hasSessionCookie = (cookieHeader: string | undefined) => SESSION_COOKIE.test(cookieHeader ?? '');

export type Encoding = 'br' | 'gzip' | 'identity';
/** A prerendered page ready to send, in each encoding (made on first use, then kept). */
type PageBody = Record<Encoding, Buffer>;

export type PageAnswer =
  | ({ status: 200 | 404 } & (
      { file: 'index.html' } | { body: (acceptEncoding: string | undefined) => { encoding: Encoding; bytes: Buffer } }
    ))
  /** Issue 41: the page's address in the visitor's chosen language. */
  | { status: 302; location: string };

export type PageChooser = (
  pathname: string,
  cookieHeader: string | undefined,
  acceptLanguage?: string | undefined,
) => PageAnswer;

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

/** The hreflang links' addresses made absolute with the app's public address (search engines want them whole). */
export const absoluteAlternates = (html: string, appUrl: string | undefined) =>
  appUrl
    ? html.replace(
        /(<link rel="alternate" hreflang="[^"]+" href=")\//g,
        (_, start: string) => `${start}${escapeHtml(appUrl.replace(/\/+$/, ''))}/`,
      )
    : html;

/** Reads the build's prerender manifest; without one (an older build) every page gets index.html. */
export function loadPageChooser(webDistDir: string, config: PublicConfig, appUrl?: string): PageChooser {
  const manifestFile = path.join(webDistDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return () => ({ status: 200, file: 'index.html' });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const patterns = manifest.routes.map(routeMatcher);

  const bodies = new Map<string, PageBody>();
  const bodyOf = (file: string) => {
    let body = bodies.get(file);
    if (!body) {
      const identity = Buffer.from(
        absoluteAlternates(
          fillConfig(readFileSync(path.join(webDistDir, PRERENDER_DIR, file), 'utf8'), config),
          appUrl,
        ),
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

  // The not-found page in each language the build made (es/404.html beside 404.html).
  const notFoundIn = (locale: Locale) => {
    const file = locale === DEFAULT_LOCALE ? manifest.notFound : `${locale}/${manifest.notFound}`;
    return existsSync(path.join(webDistDir, PRERENDER_DIR, file)) ? file : manifest.notFound;
  };

  return (pathname, cookieHeader, acceptLanguage) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const visitor = !hasSessionCookie(cookieHeader);
    const known = patterns.some((matches) => matches(route));
    const addressed = prefixLocale(route);
    if (!known)
      return visitor
        ? prerendered(404, notFoundIn(addressed ?? pageRequestLocale(cookieHeader, acceptLanguage)))
        : { status: 404, file: 'index.html' };
    const page = manifest.pages[route];
    if (!visitor || !page) return { status: 200, file: 'index.html' };
    const chosen = cookieLocale(cookieHeader);
    if (!addressed && chosen && chosen !== DEFAULT_LOCALE && manifest.pages[pathIn(route, chosen)])
      return { status: 302, location: pathIn(route, chosen) };
    return prerendered(200, page);
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
