// The app shell for a signed-in browser, with what its page will need first named in the HTML
// (issue 38, decision 044). On the cleaner's phone pages the app's entry starts the page's chunk and
// its first API reads (web/src/app/early-start.ts, route-reads.ts), but only once the 95 KB app chunk
// has arrived and run; with `<link rel="modulepreload">` for the page's chunks and
// `<link rel="preload" as="fetch">` for its reads the browser starts them with the HTML instead.
// The entry's own requests then take the preloaded responses (same URL, same credentials mode).
//
// The HTML names addresses only, the same for every cleaner: nothing of the request is written in.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hasSessionCookie, routeMatcher } from './prerendered-pages';

/**
 * The pages whose shell carries preloads, as web/src/app/route-reads.ts lists them: the route, the
 * page's module (the key of Vite's build manifest) and the first GETs under /api to preload. The web
 * app cannot be imported here (the server never imports web code), so page-preloads.unit.test.ts
 * checks this table against that file, and `loadShellPreloads` uses a module only if the built entry
 * imports it (early-start.ts does, so the entry's dynamic imports are exactly its pages).
 *
 * The schedule's and a turnover's own reads are not preloaded: the service worker keeps them for
 * reading offline (decision 043) only once it has seen whose session it is, and a preload would race
 * the session through the worker (the app's entry starts them itself where no worker runs).
 */
export const PAGE_PRELOADS: { route: string; module: string; reads: string[] }[] = [
  {
    route: '/browse-jobs',
    module: 'src/features/cleaner/pages/browse-jobs-page.tsx',
    reads: ['/cleaner/profile', '/cleaner/open-turnovers', '/jobs/states', '/jobs', '/notifications'],
  },
  {
    route: '/cleaner/schedule',
    module: 'src/features/turnovers/pages/cleaner-schedule-page.tsx',
    reads: ['/notifications'],
  },
  {
    route: '/cleaner/turnovers/:id',
    module: 'src/features/playbook/pages/cleaner-turnover-page.tsx',
    reads: ['/notifications'],
  },
];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Encoding = 'br' | 'gzip' | 'identity';

/** The shell with preloads for one page address, in the encoding the browser accepts; null: send index.html as it is. */
export type ShellWithPreloads = (
  pathname: string,
  cookieHeader: string | undefined,
  acceptEncoding: string | undefined,
) => { encoding: Encoding; bytes: Buffer } | null;

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function negotiate(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const encode = (html: string, encoding: Encoding): Buffer => {
  const identity = Buffer.from(html);
  // Brotli at 5: a 2 KB page, compressed once per route and encoding.
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(identity, { level: 6 });
  return identity;
};

/**
 * Reads the built index.html and Vite's manifest once. Without a manifest (an older build), or for a
 * page not listed, the answer is null and the caller sends index.html unchanged.
 */
export function loadShellPreloads(webDistDir: string): ShellWithPreloads {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const shellFile = path.join(webDistDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(shellFile)) return () => null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const shell = readFileSync(shellFile, 'utf8');
  const entry = manifest['index.html'];
  if (!entry || !shell.includes('</head>')) return () => null;

  /** The page module's chunk and every chunk it imports statically, minus those the shell already loads. */
  const chunksOf = (module: string): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (!shell.includes(`/${chunk.file}"`)) files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    return files;
  };

  const pages = PAGE_PRELOADS.filter(
    (page) => entry.dynamicImports?.includes(page.module) && manifest[page.module],
  ).map((page) => {
    const modulepreloads = chunksOf(page.module)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
      .join('');
    return { matches: routeMatcher(page.route), route: page.route, reads: page.reads, modulepreloads };
  });

  // The same HTML for every address of a route (nothing of the address is written in): made once per encoding.
  const made = new Map<string, Buffer>();

  return (pathname, cookieHeader, acceptEncoding) => {
    // A visitor's reads would only answer 401: a visitor's shell stays as built.
    if (!hasSessionCookie(cookieHeader)) return null;
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages.find((p) => p.matches(route));
    if (!page) return null;
    const encoding = negotiate(acceptEncoding);
    const key = `${encoding} ${page.route}`;
    const cached = made.get(key);
    if (cached) return { encoding, bytes: cached };
    // crossorigin (anonymous): the credentials mode of the app's fetch() ('same-origin'), so the app's
    // request takes the preloaded response; with another mode it would be fetched a second time.
    const preloads = page.reads
      .map((read) => `<link rel="preload" href="/api${escapeAttribute(read)}" as="fetch" crossorigin>`)
      .join('');
    const bytes = encode(
      shell.replace('</head>', () => `${preloads}${page.modulepreloads}</head>`),
      encoding,
    );
    made.set(key, bytes);
    return { encoding, bytes };
  };
}
