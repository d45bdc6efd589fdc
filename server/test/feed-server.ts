// A loopback calendar feed server for tests and the bench: serves .ics text per path, which a test
// changes between syncs (or turns into an HTTP error), and counts the requests for each path.
// Apps reach it through CALENDAR_FETCH_ALLOW=127.0.0.1:<port>; nothing leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { status: number; body: string; contentType: string };

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** `fallback`: the text for a path nobody set (the bench serves thousands); `delayMs`: a slow site. */
export async function startFeedServer(
  options: { fallback?: (path: string) => string | undefined; delayMs?: number } = {},
) {
  const answers = new Map<string, Answer>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const fallback = options.fallback?.(path);
    const answer =
      answers.get(path) ??
      (fallback !== undefined
        ? { status: 200, body: fallback, contentType: 'text/calendar' }
        : { status: 404, body: 'Not found', contentType: 'text/plain' });
    const reply = () => {
      res.writeHead(answer.status, { 'content-type': answer.contentType, connection: 'close' });
      res.end(answer.body);
    };
    if (options.delayMs) setTimeout(reply, options.delayMs);
    else reply();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    /** For CALENDAR_FETCH_ALLOW. */
    host,
    url: (path: string) => `http://${host}${path}`,
    /** Serves `ics` at `path` from now on. */
    serve(path: string, ics: string) {
      answers.set(path, { status: 200, body: ics, contentType: 'text/calendar; charset=utf-8' });
    },
    /** Answers `path` with an HTTP error (or any text that is not a calendar). */
    fail(path: string, status: number, body = 'Service unavailable') {
      answers.set(path, { status, body, contentType: 'text/plain' });
    },
    hits: (path: string) => hits.get(path) ?? 0,
    allHits: () => new Map(hits),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FeedStay = { uid: string; start: string; end: string; summary?: string };

const ymd = (date: string) => date.replace(/-/g, '');
const stamp = '20260101T000000Z';

/** An Airbnb-shaped export: reservations 'Reserved', owner blocks 'Airbnb (Not available)'. */
export function airbnbFeed(stays: readonly FeedStay[], blocks: readonly FeedStay[] = []): string {
  const event = (s: FeedStay, summary: string) => [
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${ymd(s.end)}`,
    `DTSTART;VALUE=DATE:${ymd(s.start)}`,
    `UID:${s.uid}@airbnb.com`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...stays.flatMap((s) => event(s, s.summary ?? 'Reserved')),
    ...blocks.flatMap((s) => event(s, 'Airbnb (Not available)')),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A Vrbo-shaped export: reservations 'Reserved - Name', closed dates 'Blocked'. */
export function vrboFeed(stays: readonly FeedStay[], blocks: readonly FeedStay[] = []): string {
  const event = (s: FeedStay, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${s.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${ymd(s.start)}`,
    `DTEND;VALUE=DATE:${ymd(s.end)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HomeAway.com, Inc.//EN',
    'CALSCALE:GREGORIAN',
    ...stays.flatMap((s) => event(s, s.summary ?? 'Reserved - Guest')),
    ...blocks.flatMap((s) => event(s, 'Blocked')),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
