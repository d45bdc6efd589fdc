// Renders pages to HTML with React's static renderer, which waits for the lazily loaded page and
// header menus, so the HTML holds the whole page; the browser then hydrates it (start.tsx). Never part
// of the browser's bundle. Two uses:
// - build time (vite.config.ts's prerender step): a public page as a visitor sees it;
// - the server, at request time (server/http/server-rendered-pages.ts): a cleaner's phone page as
//   the signed-in cleaner sees it, with its data (decision 049).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { RenderedQuery } from '@core/prerender';
import { StrictMode } from 'react';
import { CONFIG_PLACEHOLDER } from '@core/prerender';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';

export { routePaths } from '@web/app/router';
import { seedVisitorSession } from '@web/features/auth';
import { setServerFetch } from '@web/lib/api';
import { createQueryClient } from '@web/lib/query-client';
import { seedPublicConfig } from '@web/lib/public-config';
import { PrerenderTitle } from '@web/lib/use-page-title';
import { DEFAULT_LOCALE, type Locale } from '@core/locale';
import { localizedRoute } from '@web/lib/locale-paths';
import { setLocaleSource } from '@web/lib/i18n';

export { localizedPaths, pathIn } from '@web/lib/locale-paths';

export type PrerenderedPage = { html: string; title: string | null };

/**
 * The page at `url` (a path): the HTML inside #root, and the title the page sets. A first pass loads
 * every lazy part (page, header menus, sections) on the way; the page is rendered again until
 * nothing suspends, because a part that suspends is sent as a fallback plus an inline script to
 * swap it in, and our Content-Security-Policy runs no inline script.
 */
export async function renderPage(url: string, locale?: Locale): Promise<PrerenderedPage> {
  // Issue 41: a public page's Spanish address ('/es/login') renders in Spanish.
  const language = locale ?? localizedRoute(url)?.locale ?? DEFAULT_LOCALE;
  for (let pass = 1; pass <= 5; pass++) {
    const page = await renderOnce(url, language);
    if (!page.html.includes('<script')) return page;
  }
  throw new Error(`prerender: ${url} still suspends after 5 passes`);
}

async function renderOnce(url: string, locale: Locale): Promise<PrerenderedPage> {
  const client = createQueryClient();
  seedVisitorSession(client);
  seedPublicConfig(client, CONFIG_PLACEHOLDER);
  return renderWith(client, url, locale);
}

// Issue 41: helpers outside components format in the language of the page being rendered (web/src/lib/i18n.tsx).
const renderLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => renderLocale.getStore() ?? DEFAULT_LOCALE);

/** GET /api{path} as the person the page is rendered for. */
export type ServerFetch = (path: string) => Promise<Response>;

// Each request's reads go to its own person: renders of several requests interleave in one process.
const requestReads = new AsyncLocalStorage<ServerFetch>();
setServerFetch((path) => {
  const read = requestReads.getStore();
  return read ? read(path) : Promise.reject(new Error(`server render: no request for GET /api${path}`));
});

/** How many times a signed-in page is rendered at most: the session, then the page's reads, then what those lead to. */
const SIGNED_IN_PASSES = 5;

/**
 * A signed-in page at `url` with its data, as the person whose reads `read` makes sees it, plus the
 * query cache to hydrate with. Rendered until no read is waiting: each pass starts the reads the
 * last one asked for. Null when a read failed or the page still waits after the last pass (the
 * server then sends the page to render in the browser as before).
 */
export async function renderSignedInPage(
  url: string,
  read: ServerFetch,
  /** Issue 41: the person's language (the one stored on their account). */
  locale: Locale = DEFAULT_LOCALE,
): Promise<(PrerenderedPage & { state: RenderedQuery[] }) | null> {
  return requestReads.run(read, async () => {
    const client = createQueryClient();
    for (let pass = 1; pass <= SIGNED_IN_PASSES; pass++) {
      const page = await renderWith(client, url, locale);
      const queries = client.getQueryCache().getAll();
      if (queries.some((q) => q.state.status === 'error')) return null;
      const waiting = queries.filter(
        (q) => q.state.status === 'pending' && isEnabled((q.options as { enabled?: unknown }).enabled, q),
      );
      if (waiting.length > 0) {
        await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
        continue;
      }
      if (page.html.includes('<script')) return null;
      const state = queries
        .filter((q) => q.state.status === 'success')
        .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
      return { ...page, state };
    }
    return null;
  });
}

function isEnabled(enabled: unknown, query: unknown): boolean {
  return typeof enabled === 'function' ? (enabled as (q: unknown) => boolean)(query) !== false : enabled !== false;
}

async function renderWith(client: QueryClient, url: string, locale: Locale): Promise<PrerenderedPage> {
  let title: string | null = null;
  const errors: unknown[] = [];
  const { prelude } = await renderLocale.run(locale, () =>
    prerenderToNodeStream(
      <StrictMode>
        <PrerenderTitle value={(t) => (title = t)}>
          <AppProviders client={client} locale={locale}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </PrerenderTitle>
      </StrictMode>,
      // A part that throws would be sent for the browser to render instead: a build error here.
      // progressiveChunkSize: a large part would otherwise be sent after the rest, with a script to move it in.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    ),
  );
  if (errors.length > 0) throw new Error(`prerender: ${url} failed to render`, { cause: errors[0] });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  return { html, title };
}
