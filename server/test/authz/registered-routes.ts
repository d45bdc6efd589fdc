// The routes a built app really registered, read from Fastify's own route tree (app.printRoutes),
// so a route added anywhere shows up here without anyone remembering to list it.
import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; path: string };
export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * Every method and full path in the app. HEAD routes that Fastify adds for each GET (exposeHeadRoutes)
 * are folded into the GET; an explicitly registered HEAD-only route would still be listed.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }));
}

/**
 * Parses printRoutes' tree: each line is `<indent><├── |└── ><segment> (METHODS)`, indented four
 * characters per level below its parent, whose path the segment continues.
 */
export function parseRouteTree(tree: string): RegisteredRoute[] {
  const stack: string[] = [];
  const found = new Map<string, Set<string>>();
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?\s*$/u.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    if (!m[3]) continue;
    const methods = found.get(path) ?? new Set<string>();
    for (const method of m[3].split(',')) methods.add(method.trim());
    found.set(path, methods);
  }
  const routes: RegisteredRoute[] = [];
  for (const [path, methods] of found) {
    for (const method of methods) {
      if (method === 'HEAD' && methods.has('GET')) continue;
      routes.push({ method, path });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The registered /api routes (the SPA's static and fallback routes are not part of the API). */
export const apiRoutes = (app: FastifyInstance) => registeredRoutes(app).filter((r) => r.path.startsWith('/api/'));
