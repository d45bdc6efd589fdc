// Shared by the tests of GET /metrics (server/metrics): a scrape, from this machine unless told,
// and one sample read from the Prometheus text it answers.
import type { TestApp } from './app';

/** GET /metrics on `t`'s app, from `remoteAddress` (this machine unless told) with `headers`. */
export const scrapeMetrics = (
  t: TestApp,
  { remoteAddress = '127.0.0.1', headers = {} }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one sample (`name{labels} value`, labels matched as written), or undefined. */
export function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{${labels}` : `${name} `) || (!labels && l.startsWith(`${name}{`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
