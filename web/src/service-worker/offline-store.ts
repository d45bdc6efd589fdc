// The Cache Storage that holds what a signed-in person reads offline (issue 38, decision 043), used
// by the service worker and by the page (sign-out, and the clean-up when a page opens). Each
// person's answers live in caches named after a partition made when they were first seen signed
// in (their user id and a random part); the worker reads only the current partition, and a new
// person (or none) starts a new one and deletes every other. Access instructions have a cache of
// their own, so their clean-up never has to look at anything else.
import { keepUntil, KEEP_UNTIL_HEADER, SAVED_AT_HEADER, stillReadable, type OfflineKind } from './offline-rules';

const PREFIX = 'turnready-offline';
const META_CACHE = `${PREFIX}-meta`;
const META_KEY = '/__offline/meta';
export const ASSETS_CACHE = 'turnready-assets';

export type OfflineMeta = {
  /** The signed-in person the kept answers belong to. */
  owner: string | null;
  partition: string | null;
  /** The app clock minus the device's clock, from the latest `x-app-now`. */
  offsetMs: number;
};

const EMPTY: OfflineMeta = { owner: null, partition: null, offsetMs: 0 };

export const dataCacheName = (partition: string) => `${PREFIX}-data:${partition}`;
export const accessCacheName = (partition: string) => `${PREFIX}-access:${partition}`;
const isPartitionCache = (name: string) => name.startsWith(`${PREFIX}-data:`) || name.startsWith(`${PREFIX}-access:`);
const partitionOf = (name: string) => name.slice(name.indexOf(':') + 1);

export async function readMeta(): Promise<OfflineMeta> {
  // caches.match, not caches.open: reading never creates the cache (sign-out leaves none behind).
  const res = await caches.match(META_KEY, { cacheName: META_CACHE });
  if (!res) return EMPTY;
  try {
    const value = (await res.json()) as Partial<OfflineMeta>;
    return {
      owner: typeof value.owner === 'string' ? value.owner : null,
      partition: typeof value.partition === 'string' ? value.partition : null,
      offsetMs: typeof value.offsetMs === 'number' && Number.isFinite(value.offsetMs) ? value.offsetMs : 0,
    };
  } catch {
    return EMPTY;
  }
}

export async function writeMeta(meta: OfflineMeta): Promise<void> {
  const body = JSON.stringify(meta);
  await (
    await caches.open(META_CACHE)
  ).put(META_KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
}

/** Deletes every offline cache but the current partition's (none: every one, the meta with them). */
async function deletePartitions(keep: string | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => isPartitionCache(n) && partitionOf(n) !== keep).map((n) => caches.delete(n)));
}

/**
 * The person whose answers are now kept: the same person keeps their partition; anyone else gets a
 * new, empty one (an answer fetched for the previous person and stored late lands in a partition
 * nobody reads, and is deleted with it).
 */
export async function adoptOwner(userId: string | null): Promise<OfflineMeta> {
  const meta = await readMeta();
  if (userId !== null && meta.owner === userId && meta.partition) return meta;
  if (userId === null && meta.owner === null && meta.partition === null) return meta;
  const next: OfflineMeta = {
    owner: userId,
    partition: userId === null ? null : `${userId}.${crypto.randomUUID()}`,
    offsetMs: meta.offsetMs,
  };
  await writeMeta(next);
  await deletePartitions(next.partition);
  return next;
}

/** Signing out: every answer kept on this device is deleted, and nobody owns the next ones. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX)).map((n) => caches.delete(n)));
}

/**
 * Deletes what may no longer be read (`now` on the app clock): answers past their keep-until time
 * (access instructions past their window's end) and partitions of anyone but the current person.
 */
export async function purgeExpired(now: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const { partition } = await readMeta();
  await deletePartitions(partition);
  if (!partition) return;
  for (const name of [accessCacheName(partition), dataCacheName(partition)]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const kept = await cache.match(request);
      if (!kept || !stillReadable(kept.headers.get(KEEP_UNTIL_HEADER), now)) await cache.delete(request);
    }
  }
}

/**
 * The page's newer view of a kept answer (a turnover after 'Start' or a tick answered by the
 * server) replaces the kept copy, so a reload without signal shows it; only where the worker kept
 * one, under the same rules, and only when it changed (its saved time then stays true).
 */
export async function replaceKeptCopy(apiPath: string, kind: OfflineKind, body: unknown, now: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const { partition } = await readMeta();
  if (!partition) return;
  const name = kind === 'access' ? accessCacheName(partition) : dataCacheName(partition);
  if (!(await caches.has(name))) return;
  const cache = await caches.open(name);
  const kept = await cache.match(apiPath);
  if (!kept) return;
  const text = JSON.stringify(body);
  if ((await kept.clone().text()) === text) return;
  const until = keepUntil(kind, body, now);
  if (until === null) return void (await cache.delete(apiPath));
  const headers = new Headers(kept.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  headers.set(KEEP_UNTIL_HEADER, String(until));
  await cache.put(apiPath, new Response(text, { status: 200, headers }));
}

/** Whether this phone keeps a cleaner's schedule or turnover for the current person. */
export async function hasKeptCleanerPages(): Promise<boolean> {
  const { partition } = await readMeta();
  if (!partition || !(await caches.has(dataCacheName(partition)))) return false;
  const keys = await (await caches.open(dataCacheName(partition))).keys();
  return keys.some((r) => new URL(r.url).pathname.startsWith('/api/cleaner/'));
}
