// The build's last step (vite.config.ts): the public pages as HTML with their content and styles, so
// they paint before any JavaScript has arrived; main.tsx hydrates them. Each page is rendered as a
// visitor sees it by web/src/entry-prerender.tsx (built here for Node), written into the built
// index.html with the page's title and the stylesheet inlined.
// The server sends them to browsers without a session cookie (server/http/prerendered-pages.ts).
// Why this way, and not a framework's prerendering: docs/decisions/020-prerendered-public-pages.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/locale.ts';
import {
  PRERENDERED_PAGES,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
  SIGNED_IN_BODY,
  type PrerenderManifest,
} from '../core/prerender.ts';

type RenderModule = typeof import('../web/src/entry-prerender');

/** A page of the prerendered set as a file name: '/' is index.html, '/terms-of-service' terms-of-service.html. */
const fileOf = (route: string) => `${route === '/' ? 'index' : route.slice(1).replaceAll('/', '--')}.html`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page's language, and its address in every language (the hreflang links; the server makes them absolute). */
export type PageLanguage = { lang: string; alternates: { hreflang: string; href: string }[] };

/** The built prerendered.html with `body` in #root, `title` as its title and its stylesheet inlined. */
export function fillTemplate(
  template: string,
  stylesheet: { href: string; css: string },
  body: string,
  title: string | null,
  language?: PageLanguage,
): string {
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (language) {
    html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language.lang}"`);
    const links = language.alternates
      .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}" />`)
      .join('');
    html = html.replace('</head>', () => `${links}</head>`);
  }
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // The whole stylesheet is the critical CSS: 11 KB gzip, and the next pages need it too.
  const link = new RegExp(
    `<link rel="stylesheet"[^>]*href="${stylesheet.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );
  if (!link.test(html)) throw new Error(`prerender: the stylesheet link for ${stylesheet.href} is not in the template`);
  html = html.replace(link, () => `<style>${stylesheet.css.replaceAll('</style', '<\\/style')}</style>`);
  // The page paints without its scripts: on a slow connection they should not compete with the HTML
  // for the first paint, so the browser fetches them at low priority (Lighthouse's simulated first
  // contentful paint on a slow phone went from 2.1 s to 0.9 s).
  return html.replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`);
}

export function prerender(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'turnready-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    // After writeBundle (the compressed assets exist): build the renderer for Node, then the pages.
    async closeBundle() {
      // Kept beside dist/web: the server renders the cleaner's phone pages with it at request time.
      const serverOut = path.resolve(outDir, '..', SERVER_RENDER_DIR);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { tsconfigPaths: true },
        // The icons and robots.txt are dist/web's alone.
        publicDir: false,
        build: {
          ssr: 'src/entry-prerender.tsx',
          outDir: serverOut,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
        },
      });
      const { renderPage, routePaths, pathIn } = (await import(
        pathToFileURL(path.join(serverOut, SERVER_RENDER_ENTRY)).href
      )) as RenderModule;

      const template = await readFile(path.join(outDir, 'prerendered.html'), 'utf8');
      const href = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(template)?.[1];
      if (!href) throw new Error('prerender: prerendered.html links no stylesheet');
      const stylesheet = { href, css: await readFile(path.join(outDir, href), 'utf8') };

      const dir = path.join(outDir, PRERENDER_DIR);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const manifest: PrerenderManifest = {
        pages: {},
        notFound: '404.html',
        signedIn: 'signed-in.html',
        routes: routePaths(),
      };
      const write = async (file: string, url: string, locale: Locale, language?: PageLanguage) => {
        const { html, title } = await renderPage(url, locale);
        if (!html.includes('id="main"')) throw new Error(`prerender: ${url} rendered without the app's frame`);
        // Not compressed here: the server writes this deployment's settings in first.
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(
          path.join(dir, file),
          fillTemplate(template, stylesheet, html, title, language ?? { lang: locale, alternates: [] }),
        );
      };
      // Issue 41: each page in every language, English at its address and the others under their
      // prefix ('/es/login', in es/login.html), each naming the others (hreflang; x-default: English).
      for (const route of PRERENDERED_PAGES) {
        const alternates = [
          ...LOCALES.map((l) => ({ hreflang: l, href: pathIn(route, l) })),
          { hreflang: 'x-default', href: route },
        ];
        for (const locale of LOCALES) {
          const url = pathIn(route, locale);
          const file = locale === DEFAULT_LOCALE ? fileOf(route) : `${locale}/${fileOf(route)}`;
          manifest.pages[url] = file;
          await write(file, url, locale, { lang: locale, alternates });
        }
      }
      // Any address the route table does not know renders the not-found page (in each language:
      // es/404.html beside 404.html).
      for (const locale of LOCALES)
        await write(
          locale === DEFAULT_LOCALE ? manifest.notFound : `${locale}/${manifest.notFound}`,
          '/__not-found__',
          locale,
        );
      // The frame of a page the server renders for a signed-in person: the same stylesheet and
      // late scripts, its body and title written in per request.
      await writeFile(path.join(dir, manifest.signedIn), fillTemplate(template, stylesheet, SIGNED_IN_BODY, null));
      await writeFile(path.join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
    },
  };
}
