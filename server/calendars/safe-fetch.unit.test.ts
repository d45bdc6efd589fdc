// Every refusal is proven without traffic anywhere but loopback: public-looking names resolve
// through an injected resolver, and the only server is a local one, reached through the allow list.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHostileFeedServer, type HostileFeedServer } from '../test/hostile-feed-server';
import {
  CalendarFetchError,
  fetchCalendar,
  isAllowListed,
  isPublicAddress,
  validateCalendarUrl,
  type CalendarFetchReason,
  type ResolvedAddress,
} from './safe-fetch';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';

type Seen = { url: string; headers: http.IncomingHttpHeaders };
let server: http.Server;
let port: number;
let base: string;
let seen: Seen[] = [];
let connections = 0;
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    switch (url.pathname) {
      case '/cal.ics':
        res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ICS);
        return;
      case '/redirect':
        res.writeHead(302, { location: to ?? '/cal.ics' }).end();
        return;
      case '/chain': {
        // /chain?n=3 redirects three times, then serves the calendar.
        const n = Number(url.searchParams.get('n'));
        res.writeHead(301, { location: n > 1 ? `/chain?n=${n - 1}` : '/cal.ics' }).end();
        return;
      }
      case '/silent':
        held.push(res); // never answers
        return;
      case '/drip':
        // Headers at once, then a line now and then, never the end: the overall deadline must stop it.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n');
        held.push(res);
        return;
      case '/declared-huge':
        res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(50 * 1024 * 1024) });
        res.write('BEGIN:VCALENDAR\r\n');
        held.push(res);
        return;
      case '/stream-huge': {
        // No Content-Length: the cap must count the bytes as they come.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const line = 'X-FILL:' + 'x'.repeat(1017) + '\r\n';
        const chunk = 'BEGIN:VCALENDAR\r\n' + line.repeat(256); // ~256 KB
        let sent = 0;
        const pump = () => {
          while (sent < 12 && !res.destroyed) {
            sent++;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          if (!res.destroyed) res.end();
        };
        pump();
        return;
      }
      case '/html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
        return;
      case '/missing':
        res.writeHead(404).end('not found');
        return;
      default:
        res.writeHead(500).end();
    }
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  connections = 0;
});

/** A resolver that answers from a table and records what it was asked. */
function resolver(table: Record<string, string[] | (() => string[])>) {
  const asked: string[] = [];
  const lookup = async (host: string): Promise<ResolvedAddress[]> => {
    asked.push(host);
    const entry = table[host];
    if (!entry) throw new Error(`ENOTFOUND ${host}`);
    const list = typeof entry === 'function' ? entry() : entry;
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked };
}

async function refusal(promise: Promise<unknown>): Promise<CalendarFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CalendarFetchError);
    return error as CalendarFetchError;
  }
  throw new Error('expected a refusal');
}

const expectReason = async (promise: Promise<unknown>, reason: CalendarFetchReason) => {
  const error = await refusal(promise);
  expect(error.reason).toBe(reason);
  return error;
};

describe('validateCalendarUrl', () => {
  it('accepts http and https export links', () => {
    expect(validateCalendarUrl(' https://www.airbnb.com/calendar/ical/12345.ics?s=abc123 ')).toEqual({
      ok: true,
      url: 'https://www.airbnb.com/calendar/ical/12345.ics?s=abc123',
    });
    expect(validateCalendarUrl('http://calendar.example.org:8080/x.ics')).toMatchObject({ ok: true });
  });

  it('refuses other schemes, credentials, over-long links and garbage, in plain words', () => {
    for (const bad of [
      'ftp://example.com/x.ics',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'gopher://x',
      'data:text/calendar,BEGIN',
      '',
      '   ',
      'not a link',
      'https://',
      '//example.com/x.ics',
    ]) {
      expect(validateCalendarUrl(bad)).toMatchObject({
        ok: false,
        reason: 'bad_url',
        message: expect.stringContaining('not a valid web address'),
      });
    }
    expect(validateCalendarUrl('https://user:secret@example.com/x.ics')).toMatchObject({
      ok: false,
      message: 'The calendar link must not contain a user name or password.',
    });
    expect(validateCalendarUrl('https://token@example.com/x.ics')).toMatchObject({
      ok: false,
      message: 'The calendar link must not contain a user name or password.',
    });
    expect(validateCalendarUrl('webcal://p01-calendars.icloud.com/x')).toMatchObject({
      ok: false,
      message: expect.stringContaining('replace webcal:// with https://'),
    });
    expect(validateCalendarUrl(`https://example.com/${'a'.repeat(1980)}`)).toMatchObject({ ok: true });
    expect(validateCalendarUrl(`https://example.com/${'a'.repeat(1981)}`)).toMatchObject({ ok: false });
  });
});

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8', // IPv4-mapped public
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'AWS metadata over IPv6 (unique local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation (2024)'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['fec0::1', 'site-local (deprecated)'],
    ['not an address', 'garbage'],
    ['', 'empty'],
  ])('%s is not public (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('isAllowListed', () => {
  it('matches host, or host and port, exactly', () => {
    const u = (s: string) => new URL(s);
    expect(isAllowListed(u('http://Feeds.Local:8080/x'), ['feeds.local:8080'])).toBe(true);
    expect(isAllowListed(u('http://feeds.local:8080/x'), ['feeds.local:8080'])).toBe(true);
    expect(isAllowListed(u('http://feeds.local:8081/x'), ['feeds.local:8080'])).toBe(false);
    expect(isAllowListed(u('http://feeds.local/x'), ['feeds.local:80'])).toBe(true);
    expect(isAllowListed(u('https://feeds.local/x'), ['feeds.local:80'])).toBe(false);
    expect(isAllowListed(u('http://evil.feeds.local/x'), ['feeds.local'])).toBe(false);
    expect(isAllowListed(u('http://feeds.local.evil.com/x'), ['feeds.local'])).toBe(false);
    expect(isAllowListed(u('http://[::1]:3000/x'), ['[::1]:3000'])).toBe(true);
    expect(isAllowListed(u('http://[::1]:443/x'), ['::1'])).toBe(true);
    expect(isAllowListed(u('http://[0:0::1]:3000/x'), ['[::1]:4000'])).toBe(false);
    expect(isAllowListed(u('http://127.0.0.1/x'), [])).toBe(false);
    expect(isAllowListed(u('http://127.0.0.1/x'), ['', ' ', 'a:b:c', '*'])).toBe(false);
  });

  it('an entry without a port allows the web ports 80 and 443 only (not the app, /metrics or a database on the same host)', () => {
    const u = (s: string) => new URL(s);
    expect(isAllowListed(u('http://127.0.0.1/x'), ['127.0.0.1'])).toBe(true);
    expect(isAllowListed(u('https://127.0.0.1/x'), ['127.0.0.1'])).toBe(true);
    expect(isAllowListed(u('http://127.0.0.1:443/x'), ['127.0.0.1'])).toBe(true);
    expect(isAllowListed(u('https://feeds.local:80/x'), ['feeds.local'])).toBe(true);
    for (const port of [3000, 8080, 5432, 6379, 8443, 1]) {
      expect(isAllowListed(u(`http://127.0.0.1:${port}/x`), ['127.0.0.1'])).toBe(false);
      expect(isAllowListed(u(`https://feeds.local:${port}/x`), ['feeds.local'])).toBe(false);
      expect(isAllowListed(u(`http://[::1]:${port}/x`), ['::1'])).toBe(false);
    }
  });
});

describe('fetchCalendar refuses before connecting', () => {
  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['10.20.30.40']],
    ['cloud metadata', ['169.254.169.254']],
    ['CGNAT', ['100.100.100.200']],
    ['IPv6 loopback', ['::1']],
    ['IPv6 unique local', ['fd00:ec2::254']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['NAT64 of a private address', ['64:ff9b::a00:1']],
    ['one private among public answers', ['93.184.216.34', '10.0.0.5']],
    ['one private IPv6 among public ones', ['2606:4700:4700::1111', 'fe80::1']],
  ])('a public-looking name that resolves to %s', async (_what, addresses) => {
    const { lookup, asked } = resolver({ 'calendar.example.com': addresses });
    const error = await expectReason(
      fetchCalendar(`http://calendar.example.com:${port}/cal.ics`, { allow: [], lookup }),
      'not_allowed_address',
    );
    expect(error.message).toBe('The calendar link points to a private network address.');
    expect(asked).toEqual(['calendar.example.com']);
    expect(connections).toBe(0);
  });

  it.each([
    'http://127.0.0.1:PORT/cal.ics',
    'http://localhost:PORT/cal.ics', // the system resolver, not the allow list
    'http://[::1]:PORT/cal.ics',
    'http://[::ffff:127.0.0.1]:PORT/cal.ics',
    'http://0x7f000001:PORT/cal.ics', // hex IPv4
    'http://2130706433:PORT/cal.ics', // decimal IPv4
    'http://0177.0.0.1:PORT/cal.ics', // octal IPv4
    'http://127.1:PORT/cal.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://0.0.0.0:PORT/cal.ics',
  ])('%s', async (template) => {
    await expectReason(fetchCalendar(template.replace('PORT', String(port)), { allow: [] }), 'not_allowed_address');
    expect(connections).toBe(0);
  });

  it('refuses bad links, userinfo included', async () => {
    for (const bad of [
      'ftp://127.0.0.1/x',
      'file:///etc/passwd',
      'nonsense',
      `http://user:pw@127.0.0.1:${port}/cal.ics`,
    ]) {
      await expectReason(fetchCalendar(bad, { allow: [`127.0.0.1:${port}`] }), 'bad_url');
    }
    expect(connections).toBe(0);
  });

  it('a name that does not resolve is a network error in plain words', async () => {
    const { lookup } = resolver({});
    const error = await expectReason(
      fetchCalendar('https://nowhere.example.com/x.ics', { allow: [], lookup }),
      'network',
    );
    expect(error.message).toBe('The calendar link’s address could not be found.');
  });
});

describe('fetchCalendar through the allow list', () => {
  it('fetches from an allowed host:port, sending no cookies or credentials', async () => {
    const result = await fetchCalendar(`${base}/cal.ics`, { allow: [`127.0.0.1:${port}`] });
    expect(result).toEqual({ text: ICS, finalUrl: `${base}/cal.ics` });
    expect(seen).toHaveLength(1);
    const headers = seen[0]!.headers;
    expect(headers.host).toBe(`127.0.0.1:${port}`);
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
  });

  it('an entry without a port allows only 80 and 443, not this port; an entry with another port allows nothing here', async () => {
    await expectReason(fetchCalendar(`${base}/cal.ics`, { allow: ['127.0.0.1'] }), 'not_allowed_address');
    await expectReason(
      fetchCalendar(`${base}/cal.ics`, { allow: [`127.0.0.1:${port + 1}`, 'localhost', `localhost:${port}`] }),
      'not_allowed_address',
    );
    expect(connections).toBe(0);
  });

  it('names on the allow list are resolved and the connection goes to the answer (a name the system cannot resolve)', async () => {
    const { lookup } = resolver({ 'feeds.test': ['127.0.0.1'] });
    const result = await fetchCalendar(`http://feeds.test:${port}/cal.ics`, { allow: [`feeds.test:${port}`], lookup });
    expect(result.text).toBe(ICS);
    expect(seen[0]!.headers.host).toBe(`feeds.test:${port}`);
  });

  it('DNS rebinding: the connection goes to the address that was checked, even if the name now resolves elsewhere', async () => {
    let calls = 0;
    const { lookup, asked } = resolver({
      // First answer: the loopback server. Any later answer: the metadata service.
      'rebind.test': () => (calls++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']),
    });
    const result = await fetchCalendar(`http://rebind.test:${port}/cal.ics`, {
      allow: [`rebind.test:${port}`],
      lookup,
    });
    expect(result.text).toBe(ICS);
    expect(asked).toEqual(['rebind.test']); // asked once; the socket never resolved the name again
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.host).toBe(`rebind.test:${port}`); // Host kept as the name
  });

  it('follows up to 3 redirects, relative or absolute, and reports the final URL', async () => {
    const result = await fetchCalendar(`${base}/chain?n=3`, { allow: [`127.0.0.1:${port}`] });
    expect(result).toEqual({ text: ICS, finalUrl: `${base}/cal.ics` });
    expect(seen.map((s) => s.url)).toEqual(['/chain?n=3', '/chain?n=2', '/chain?n=1', '/cal.ics']);
  });

  it('refuses a 4th redirect', async () => {
    await expectReason(fetchCalendar(`${base}/chain?n=4`, { allow: [`127.0.0.1:${port}`] }), 'too_many_redirects');
    expect(seen).toHaveLength(4); // the 4th redirect's target is never requested
  });

  it.each([
    ['a private address by name', 'http://intranet.example.com/cal.ics', 'not_allowed_address'],
    [
      'the metadata service',
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'not_allowed_address',
    ],
    ['IPv6 loopback', 'http://[::1]/cal.ics', 'not_allowed_address'],
    ['the same loopback server under a name not on the list', 'http://localhost:PORT/cal.ics', 'not_allowed_address'],
    ['the same address on a port not on the list', 'http://127.0.0.1:1/cal.ics', 'not_allowed_address'],
    ['a file URL', 'file:///etc/passwd', 'bad_url'],
    ['a link with credentials', 'http://admin:admin@127.0.0.1:PORT/cal.ics', 'bad_url'],
  ] as const)('re-checks every redirect: to %s is refused', async (_what, target, reason) => {
    const { lookup } = resolver({ 'intranet.example.com': ['10.1.2.3'], localhost: ['127.0.0.1'] });
    const to = encodeURIComponent(target.replace('PORT', String(port)));
    await expectReason(fetchCalendar(`${base}/redirect?to=${to}`, { allow: [`127.0.0.1:${port}`], lookup }), reason);
    expect(seen).toHaveLength(1); // only the first hop reached a server
  });

  it('times out on a server that never answers, and on one that never finishes', async () => {
    const started = Date.now();
    const error = await expectReason(
      fetchCalendar(`${base}/silent`, { allow: [`127.0.0.1:${port}`], timeoutMs: 300 }),
      'timeout',
    );
    expect(error.message).toBe('The calendar link took too long to answer.');
    await expectReason(fetchCalendar(`${base}/drip`, { allow: [`127.0.0.1:${port}`], timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the deadline covers name resolution too', async () => {
    const lookup = () => new Promise<ResolvedAddress[]>(() => {});
    await expectReason(
      fetchCalendar('https://slow-dns.example.com/x.ics', { allow: [], lookup, timeoutMs: 200 }),
      'timeout',
    );
  });

  it('refuses a body whose Content-Length is over the cap without reading it', async () => {
    const error = await expectReason(
      fetchCalendar(`${base}/declared-huge`, { allow: [`127.0.0.1:${port}`] }),
      'too_large',
    );
    expect(error.message).toBe('The calendar is larger than 2 MB, too large to import.');
  });

  it('stops reading a body that grows past the cap (default 2 MB, and a smaller one)', async () => {
    await expectReason(fetchCalendar(`${base}/stream-huge`, { allow: [`127.0.0.1:${port}`] }), 'too_large');
    await expectReason(
      fetchCalendar(`${base}/stream-huge`, { allow: [`127.0.0.1:${port}`], maxBytes: 100_000 }),
      'too_large',
    );
    // The same body fits under a larger cap: the cap is what refused it.
    await expect(
      fetchCalendar(`${base}/stream-huge`, { allow: [`127.0.0.1:${port}`], maxBytes: 4 * 1024 * 1024 }),
    ).resolves.toMatchObject({ finalUrl: `${base}/stream-huge` });
  });

  it('an error status, a page that is not a calendar, a refused connection', async () => {
    const status = await expectReason(
      fetchCalendar(`${base}/missing`, { allow: [`127.0.0.1:${port}`] }),
      'http_status',
    );
    expect(status.status).toBe(404);
    expect(status.message).toBe('The calendar link answered with an error. (HTTP 404)');
    await expectReason(fetchCalendar(`${base}/html`, { allow: [`127.0.0.1:${port}`] }), 'not_calendar');
    // A port nobody listens on (just closed): connection refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectReason(
      fetchCalendar(`http://127.0.0.1:${closedPort}/cal.ics`, { allow: [`127.0.0.1:${closedPort}`] }),
      'network',
    );
  });
});

describe('fetchCalendar over https', () => {
  it('connects to the checked address but presents and verifies the name: SNI is the host name, an untrusted certificate is refused', async () => {
    const fixture = (name: string) => readFileSync(new URL(`./fixtures/tls/${name}`, import.meta.url));
    const names: (string | false)[] = [];
    // The server records the name each client asks for in its hello (SNI).
    const sniServer = tls.createServer({
      key: fixture('secure-test.key'),
      cert: fixture('secure-test.crt'),
      SNICallback: (servername, cb) => {
        names.push(servername);
        cb(null, tls.createSecureContext({ key: fixture('secure-test.key'), cert: fixture('secure-test.crt') }));
      },
    });
    sniServer.on('tlsClientError', () => {});
    await new Promise<void>((resolve) => sniServer.listen(0, '127.0.0.1', resolve));
    const tlsPort = (sniServer.address() as AddressInfo).port;
    try {
      const { lookup, asked } = resolver({ 'secure.test': ['127.0.0.1'] });
      const error = await expectReason(
        fetchCalendar(`https://secure.test:${tlsPort}/cal.ics`, { allow: [`secure.test:${tlsPort}`], lookup }),
        'network',
      );
      expect(error.message).toBe('The calendar link’s secure connection could not be verified.');
      expect(asked).toEqual(['secure.test']);
      expect(names).toEqual(['secure.test']);
    } finally {
      await new Promise((resolve) => sniServer.close(resolve));
    }
  });
});

describe('every response is closed, whatever it answered (issue 35)', () => {
  let hostile: HostileFeedServer;
  beforeAll(async () => {
    hostile = await startHostileFeedServer({ dripMs: 50 });
  });
  afterAll(async () => {
    await hostile?.close();
  });
  // A connection the client left open is ended here, so that it fails only its own test.
  beforeEach(() => hostile.reset());
  const allow = () => [hostile.host];

  /** The connections are closed, and stay closed: nothing more is written to them. */
  async function expectAllClosed() {
    await hostile.allClosed();
    const written = hostile.bytesWritten();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(hostile.bytesWritten()).toBe(written);
    expect(hostile.openConnections()).toBe(0);
  }

  it('an error status with a body that never ends: refused at once, the connection closed', async () => {
    const started = Date.now();
    const error = await expectReason(fetchCalendar(hostile.url('/endless-error'), { allow: allow() }), 'http_status');
    expect(error.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expectAllClosed();
    expect(hostile.connections()).toBe(1);
  });

  it('a redirect with a body that never ends: followed, and its connection closed', async () => {
    await expect(fetchCalendar(hostile.url('/endless-redirect'), { allow: allow() })).resolves.toMatchObject({
      finalUrl: hostile.url('/cal.ics'),
    });
    await expectAllClosed();
    expect(hostile.connections()).toBe(2);
  });

  it('a redirect loop with endless bodies: too many redirects, every hop closed', async () => {
    await expectReason(fetchCalendar(hostile.url('/loop'), { allow: allow() }), 'too_many_redirects');
    await expectAllClosed();
    expect(hostile.connections()).toBe(4);
  });

  it('a body that drips one byte at a time hits the total deadline, and the connection is closed', async () => {
    const started = Date.now();
    await expectReason(fetchCalendar(hostile.url('/drip'), { allow: allow(), timeoutMs: 400 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    await expectAllClosed();
  });

  it('headers that drip one byte at a time hit the same deadline', async () => {
    await expectReason(fetchCalendar(hostile.url('/drip-headers'), { allow: allow(), timeoutMs: 400 }), 'timeout');
    await expectAllClosed();
  });

  it('an error whose body drips: refused at once, not read on after the refusal', async () => {
    const started = Date.now();
    await expectReason(fetchCalendar(hostile.url('/drip-error'), { allow: allow(), timeoutMs: 5_000 }), 'http_status');
    expect(Date.now() - started).toBeLessThan(1_000);
    await expectAllClosed();
  });

  it('a calendar that never ends stops at the cap and is closed', async () => {
    await expectReason(
      fetchCalendar(hostile.url('/endless-calendar'), { allow: allow(), maxBytes: 100_000 }),
      'too_large',
    );
    await expectAllClosed();
  });

  it('a calendar read to the end leaves no connection open either', async () => {
    await expect(fetchCalendar(hostile.url('/cal.ics'), { allow: allow() })).resolves.toMatchObject({
      text: expect.stringContaining('BEGIN:VCALENDAR'),
    });
    await expectAllClosed();
  });
});

describe('fetchCalendar never fetches this server itself', () => {
  // `server` stands in for the app: it listens on 127.0.0.1:<port>, and the allow list names it.
  const self = () => [{ host: '127.0.0.1', port }];

  it.each([
    ['its own address', 'http://127.0.0.1:PORT/metrics', () => [`127.0.0.1:${port}`]],
    ['another loopback address', 'http://127.0.0.2:PORT/metrics', () => [`127.0.0.2:${port}`]],
    ['the unspecified address', 'http://0.0.0.0:PORT/api/dev/mailbox', () => [`0.0.0.0:${port}`]],
    ['IPv6 loopback', 'http://[::1]:PORT/metrics', () => [`[::1]:${port}`]],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/metrics', () => [`[::ffff:127.0.0.1]:${port}`]],
  ])('refuses %s on its port, even when allow-listed', async (_what, template, allowed) => {
    const error = await expectReason(
      fetchCalendar(template.replace('PORT', String(port)), { allow: allowed(), self: self() }),
      'own_address',
    );
    expect(error.message).toBe('The calendar link points to TurnReady itself.');
    expect(connections).toBe(0);
  });

  it('refuses an allow-listed name that resolves to it', async () => {
    const { lookup } = resolver({ 'feeds.test': ['127.0.0.1'] });
    await expectReason(
      fetchCalendar(`http://feeds.test:${port}/cal.ics`, { allow: [`feeds.test:${port}`], lookup, self: self() }),
      'own_address',
    );
    expect(connections).toBe(0);
  });

  it('refuses a redirect to it from an allowed feed server', async () => {
    // Here the feed server is `server` and the app is said to listen on the next port.
    const app = port + 1;
    const to = encodeURIComponent(`http://localhost:${app}/metrics`);
    const { lookup } = resolver({ localhost: ['127.0.0.1'] });
    await expectReason(
      fetchCalendar(`${base}/redirect?to=${to}`, {
        allow: [`127.0.0.1:${port}`, `localhost:${app}`],
        lookup,
        self: [{ host: '127.0.0.1', port: app }],
      }),
      'own_address',
    );
    expect(seen).toHaveLength(1);
  });

  it('with HOST 0.0.0.0, every address of this machine on that port is itself', async () => {
    const own = [{ host: '0.0.0.0', port }];
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4');
    const hosts = ['127.0.0.1', ...(external ? [external.address] : [])];
    for (const host of hosts) {
      await expectReason(
        fetchCalendar(`http://${host}:${port}/metrics`, { allow: [`${host}:${port}`], self: own }),
        'own_address',
      );
    }
    expect(connections).toBe(0);
  });

  it('another port on the same machine is not itself (the allow list decides)', async () => {
    await expect(
      fetchCalendar(`${base}/cal.ics`, { allow: [`127.0.0.1:${port}`], self: [{ host: '0.0.0.0', port: port + 1 }] }),
    ).resolves.toMatchObject({ text: ICS });
  });
});
