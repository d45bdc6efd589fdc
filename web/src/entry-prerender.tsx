// Build time only (vite.config.ts's prerender step): renders a public page to HTML as a visitor sees
// it, with React's static renderer, which waits for the lazily loaded page and header menus, so the
// HTML holds the whole page. main.tsx then hydrates it. Never part of the browser's bundle.
import { StrictMode } from 'react';
import { CONFIG_PLACEHOLDER } from '@core/prerender';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';

export { routePaths } from '@web/app/router';
import { seedVisitorSession } from '@web/features/auth';
import { createQueryClient } from '@web/lib/query-client';
import { seedPublicConfig } from '@web/lib/public-config';
import { PrerenderTitle } from '@web/lib/use-page-title';

export type PrerenderedPage = { html: string; title: string | null };

/**
 * The page at `url` (a path): the HTML inside #root, and the title the page sets. A first pass loads
 * every lazy part (page, header menus, sections) on the way; the page is rendered again until
 * nothing suspends, because a part that suspends is sent as a fallback plus an inline script to
 * swap it in, and our Content-Security-Policy runs no inline script.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  for (let pass = 1; pass <= 5; pass++) {
    const page = await renderOnce(url);
    if (!page.html.includes('<script')) return page;
  }
  throw new Error(`prerender: ${url} still suspends after 5 passes`);
}

async function renderOnce(url: string): Promise<PrerenderedPage> {
  const client = createQueryClient();
  seedVisitorSession(client);
  seedPublicConfig(client, CONFIG_PLACEHOLDER);
  let title: string | null = null;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderTitle value={(t) => (title = t)}>
        <AppProviders client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PrerenderTitle>
    </StrictMode>,
    // A part that throws would be sent for the browser to render instead: a build error here.
    // progressiveChunkSize: a large part would otherwise be sent after the rest, with a script to move it in.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`prerender: ${url} failed to render`, { cause: errors[0] });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  return { html, title };
}
