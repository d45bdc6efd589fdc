// A loopback "calendar site" that misbehaves the ways a hostile or broken one does (issue 35): an
// error or a redirect whose body never ends, a redirect to itself, a body sent one byte at a time.
// It counts the connections it gets, the ones still open and the bytes it wrote, so a test can show
// that the app closed every one of them and stopped reading.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type HostileFeedServer = Awaited<ReturnType<typeof startHostileFeedServer>>;

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\nEND:VCALENDAR\r\n';
const FILL = Buffer.alloc(64 * 1024, 'x');

/**
 * Paths: `/endless-error` (500, endless body), `/endless-redirect` (302 to /cal.ics or `?to=`, endless body),
 * `/loop` (302 to itself, endless body), `/endless-calendar` (200, a calendar that never ends),
 * `/drip` (200, one byte every `dripMs`), `/drip-error` (503, one byte every `dripMs`),
 * `/drip-headers` (the status line one byte every `dripMs`), `/cal.ics` (a small calendar).
 */
export async function startHostileFeedServer(options: { dripMs?: number } = {}) {
  const dripMs = options.dripMs ?? 50;
  const open = new Set<Socket>();
  let connections = 0;
  let bytesWritten = 0;
  const timers = new Set<NodeJS.Timeout>();

  /** Writes `first`, then fills until the client goes away, as fast as it reads. */
  const endless = (res: http.ServerResponse, first = '') => {
    if (first) res.write(first);
    const pump = () => {
      while (!res.destroyed && !res.writableEnded) {
        bytesWritten += FILL.length;
        if (!res.write(FILL)) return void res.once('drain', pump);
      }
    };
    pump();
  };
  /** Writes `text` one byte every dripMs (through `write`), then spaces: it never ends. */
  const drip = (socket: Socket, write: (byte: string) => unknown, text: string) => {
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return void stop();
      bytesWritten += 1;
      write(text[i++] ?? ' ');
    }, dripMs);
    const stop = () => {
      clearInterval(timer);
      timers.delete(timer);
    };
    timers.add(timer);
    socket.once('close', stop);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile');
    switch (url.pathname) {
      case '/cal.ics':
        res.writeHead(200, { 'content-type': 'text/calendar', connection: 'close' }).end(ICS);
        return;
      case '/endless-error':
        res.writeHead(500, { 'content-type': 'text/plain' });
        return endless(res);
      case '/endless-redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/cal.ics', 'content-type': 'text/plain' });
        return endless(res);
      case '/loop':
        res.writeHead(302, { location: '/loop', 'content-type': 'text/plain' });
        return endless(res);
      case '/endless-calendar':
        res.writeHead(200, { 'content-type': 'text/calendar' });
        return endless(res, 'BEGIN:VCALENDAR\r\n');
      case '/drip':
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.flushHeaders();
        return drip(res.socket!, (b) => res.write(b), ICS);
      case '/drip-error':
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.flushHeaders();
        return drip(res.socket!, (b) => res.write(b), 'Service unavailable');
      case '/drip-headers': {
        // Straight onto the socket: the status line itself takes seconds.
        const socket = res.socket!;
        return drip(socket, (b) => socket.write(b), 'HTTP/1.1 200 OK\r\ncontent-type: text/calendar\r\n\r\n' + ICS);
      }
      default:
        res.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    connections++;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;

  return {
    /** For CALENDAR_FETCH_ALLOW (or fetchCalendar's `allow`). */
    host,
    port,
    url: (path: string) => `http://${host}${path}`,
    /** Connections accepted since the start (or the last `reset`). */
    connections: () => connections,
    /** Connections not yet closed. */
    openConnections: () => open.size,
    bytesWritten: () => bytesWritten,
    /** Ends every connection from this side and zeroes the counts: the next test starts clean. */
    reset() {
      for (const socket of open) socket.destroy();
      connections = 0;
      bytesWritten = 0;
    },
    /** Resolves once no connection is open; throws, naming how many are, after `withinMs`. */
    async allClosed(withinMs = 1000) {
      const until = Date.now() + withinMs;
      while (open.size) {
        if (Date.now() > until)
          throw new Error(`${open.size} connection(s) to the hostile feed server still open after ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
