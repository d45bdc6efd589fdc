// Page weight from the Vite build manifest: the JavaScript a first visit to a route downloads before
// it renders, i.e. the entry chunk, the route's lazily loaded page chunk, and everything either of
// them imports statically. Dynamic imports (other pages, widgets loaded on demand) are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(repoRoot, 'dist/web');
/** Issue 19: a first visit to any route fetches at most this much JavaScript (gzip), e2e/first-visit-weight.e2e.ts. */
export const FIRST_LOAD_BUDGET_KB = 170;
export const MEASURED_ROUTES = [
  '/',
  '/login',
  '/terms-of-service',
  '/contact-us',
  '/browse-jobs',
  '/cleaner/schedule',
  '/cleaner/turnovers/:id',
  '/host/dashboard',
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type RouteWeight = { route: string; files: string[]; gzipKb: number; rawKb: number };

/** The route table's `path -> page module` pairs, read from web/src/app/router.tsx so they never drift. */
export function routeModules(
  routerSource = readFileSync(path.join(repoRoot, 'web/src/app/router.tsx'), 'utf8'),
): Map<string, string> {
  const routes = new Map<string, string>();
  for (const m of routerSource.matchAll(
    /path:\s*'([^']+)',\s*element:\s*page\(\(\)\s*=>\s*import\('(?:\.\.\/|@web\/)([^']+)'\)\)/g,
  )) {
    routes.set(m[1]!, `src/${m[2]}.tsx`);
  }
  return routes;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureRoutes(dir = distDir, routes = MEASURED_ROUTES): RouteWeight[] {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(
      `No build manifest at ${manifestFile}: run \`npx vite build\` first (vite.config.ts sets build.manifest).`,
    );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // The app's entry (index.html); prerendered.html's entry only loads it after the first paint.
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k === 'index.html');
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const modules = routeModules();

  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest.`);
    seen.add(key);
    for (const i of chunk.imports ?? []) closure(i, seen);
  };
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(dir, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file)!;
  };

  return routes.map((route) => {
    const page = modules.get(route);
    if (!page) throw new Error(`${route} is not in web/src/app/router.tsx.`);
    const keys = new Set<string>();
    closure(entry, keys);
    closure(page, keys);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    return {
      route,
      files,
      gzipKb: kb(files.reduce((n, f) => n + sizeOf(f).gzip, 0)),
      rawKb: kb(files.reduce((n, f) => n + sizeOf(f).raw, 0)),
    };
  });
}
