// Starts the app in the browser: hydrates a prerendered page, or renders any other from nothing.
// Both entries call it: main.tsx (every page but the prerendered ones) at once, main-prerendered.tsx
// after the first paint.
import '@web/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { QUERIES_ELEMENT_ID, type RenderedQuery } from '@core/prerender';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { seedVisitorSession } from '@web/features/auth';
import { noteAppNow } from '@web/lib/app-clock';
import { embeddedPublicConfig, seedPublicConfig } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { isLocale } from '@core/locale';
import { preloadMessages, visitorLocale } from '@web/lib/i18n';
import { captureInstallPrompt } from '@web/lib/install-prompt';
import { registerServiceWorker } from '@web/lib/service-worker';

export async function start() {
  const root = document.getElementById('root')!;
  // Issue 38: the installable app. The worker only exists in a build (vite.config.ts).
  captureInstallPrompt();
  if (import.meta.env.PROD) registerServiceWorker();
  const client = createQueryClient();
  // A public page prerendered at build time (web/src/entry-prerender.tsx) arrives with its HTML, and
  // so does a cleaner's phone page the server rendered with its data (decision 049): React takes it
  // over where it stands, from the same data. Any other page renders here from nothing.
  const prerendered = root.hasChildNodes();
  if (prerendered) {
    const rendered = serverRenderedPage();
    if (rendered) {
      if (rendered.appNow !== null) noteAppNow(String(rendered.appNow));
      for (const q of rendered.queries) client.setQueryData(q.queryKey, q.data, { updatedAt: q.updatedAt });
    } else seedVisitorSession(client);
    const config = embeddedPublicConfig();
    if (config) seedPublicConfig(client, config);
  }

  // Issue 41: a page rendered ahead (prerendered, or on the server for its cleaner) is in the language
  // its <html lang> names, and hydrates in it; any other page starts in the visitor's language (the
  // `lang` cookie, else the browser's), until the session says the person's own (LocaleSync).
  const htmlLang = document.documentElement.lang;
  const locale = prerendered && isLocale(htmlLang) ? htmlLang : visitorLocale();
  // The shared texts first, so the frame does not render as a fallback (nothing is loaded for English).
  await preloadMessages(locale).catch(() => undefined);
  document.documentElement.lang = locale;

  const app = (
    <StrictMode>
      <AppProviders client={client} locale={locale}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );

  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a slow phone would not answer a tap meanwhile).
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch is recovered by rendering on the client; it means the prerendered HTML was not
        // what the page renders, which the browser tests treat as a failure.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    // Also a transition: the first render of a page yields to the browser every few milliseconds
    // rather than holding a slow phone's main thread for the whole page (decision 044).
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
}

/** What a page rendered on the server for its signed-in person came with (server/http/server-rendered-pages.ts), if it did. */
function serverRenderedPage(): { appNow: number | null; queries: RenderedQuery[] } | null {
  const text = document.getElementById(QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { appNow: number | null; queries: RenderedQuery[] };
  } catch {
    return null;
  }
}
