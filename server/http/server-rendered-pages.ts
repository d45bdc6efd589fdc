// The cleaner's phone pages rendered on the server with their data (issue 38, decision 049). A
// signed-in cleaner opening /cleaner/schedule, /cleaner/turnovers/{id} or /browse-jobs gets the page
// as HTML with their turnovers or jobs already in it, so a slow phone paints it before the app's
// JavaScript has crossed the network; the browser then hydrates it from the same data, sent along
// as the query cache. The page's reads are the API's own routes, answered in-process as the person
// (the caller's `read`), so who may see what is decided where it always is. Anything else (no
// renderer in this build, a person who is not a cleaner, a read that fails, a page still waiting)
// falls back to the app's shell, where the page renders in the browser as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  QUERIES_ELEMENT_ID,
  SERVER_RENDERED_ROUTES,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
  SIGNED_IN_BODY,
  type PrerenderManifest,
} from '@core/prerender';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@core/locale';
import type { PublicConfig } from '@core/schemas/system';
import { escapeHtml, fillConfig, negotiate, routeMatcher, type Encoding } from './prerendered-pages';

/** GET /api{path} as the person the page is for. */
export type ReadAs = (path: string) => Promise<Response>;

/** What the built renderer (web/src/entry-prerender.tsx) offers the server. */
type Renderer = {
  renderSignedInPage(
    url: string,
    read: ReadAs,
    locale?: Locale,
  ): Promise<{ html: string; title: string | null; state: unknown } | null>;
};

export type SignedInPages = {
  /** Whether `pathname` is one of the pages rendered here. */
  matches(pathname: string): boolean;
  /** The page at `url` for the person `read` reads as, compressed for `acceptEncoding`; null to fall back. */
  render(
    url: string,
    read: ReadAs,
    acceptEncoding: string | undefined,
    /** The request's language (its `lang` cookie or Accept-Language), for an account with none stored. */
    fallbackLocale?: Locale,
  ): Promise<{ encoding: Encoding; bytes: Buffer } | null>;
};

/** The pages this build can render for a signed-in cleaner; null when it has no renderer (an older build). */
export function loadSignedInPages(webDistDir: string, config: PublicConfig): SignedInPages | null {
  const manifestFile = path.join(webDistDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  const entry = path.join(webDistDir, '..', SERVER_RENDER_DIR, SERVER_RENDER_ENTRY);
  if (!existsSync(manifestFile) || !existsSync(entry)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  if (!manifest.signedIn) return null;
  const template = fillConfig(readFileSync(path.join(webDistDir, PRERENDER_DIR, manifest.signedIn), 'utf8'), config);
  const matchers = SERVER_RENDERED_ROUTES.map(routeMatcher);
  // Loaded on the first such page: React's server renderer and the app stay out of a server's start.
  let renderer: Promise<Renderer> | undefined;

  return {
    matches: (pathname) => matchers.some((matches) => matches(pathname.replace(/\/+$/, '') || '/')),
    async render(url, read, acceptEncoding, fallbackLocale = DEFAULT_LOCALE) {
      // Each read once, however many passes ask for it (a body can be read only once).
      const answers = new Map<string, Promise<{ status: number; headers: Headers; body: ArrayBuffer }>>();
      const readOnce: ReadAs = async (apiPath) => {
        let answer = answers.get(apiPath);
        if (!answer) {
          answer = read(apiPath).then(async (res) => ({
            status: res.status,
            headers: res.headers,
            body: await res.arrayBuffer(),
          }));
          answers.set(apiPath, answer);
        }
        const { status, headers, body } = await answer;
        return new Response(status === 204 ? null : body.slice(0), { status, headers });
      };
      // Only a cleaner's pages: anyone else is sent elsewhere by the page itself, in the browser.
      const session = await readOnce('/session');
      const answer = session.ok
        ? ((await session.json()) as { role?: string | null; user?: { locale?: unknown } | null })
        : null;
      if (answer?.role !== 'cleaner') return null;
      // Issue 41: in the language stored on the cleaner's account.
      const stored = answer.user?.locale;
      const locale = isLocale(stored) ? stored : fallbackLocale;

      renderer ??= import(pathToFileURL(entry).href) as Promise<Renderer>;
      const page = await (await renderer).renderSignedInPage(url, readOnce, locale);
      if (!page) return null;
      // The app's time the page was rendered at (the development clock may be moved): the browser
      // counts from it too, so words that age ("Today", "in 25 min") read the same when it hydrates.
      const appNow = Number((await answers.get('/session'))?.headers.get('x-app-now') ?? Number.NaN);
      const embedded = { appNow: Number.isFinite(appNow) ? appNow : null, queries: page.state };
      const state = JSON.stringify(embedded).replace(/</g, '\\u003c');
      let html = template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
        .replace(SIGNED_IN_BODY, () => page.html)
        .replace(
          '</head>',
          () => `<script type="application/json" id="${QUERIES_ELEMENT_ID}">${state}</script></head>`,
        );
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
      const identity = Buffer.from(html);
      const encoding = negotiate(acceptEncoding);
      // Made per request: brotli at 4 and gzip at 6 take about a millisecond for a page this size.
      const bytes =
        encoding === 'br'
          ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : encoding === 'gzip'
            ? gzipSync(identity, { level: 6 })
            : identity;
      return { encoding, bytes };
    },
  };
}
