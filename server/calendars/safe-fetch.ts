// Fetches a host-supplied calendar link without letting it reach into our own network (SSRF).
// Every hop (the link and each redirect) is checked the same way: http or https, no userinfo, the
// name resolved here and EVERY address public, unless the host is named in CALENDAR_FETCH_ALLOW.
// The connection then goes to the address that was checked (a lookup that answers only with it),
// so a DNS answer that changes between the check and the connect (rebinding) changes nothing.
// The app's own listening address is refused even when allow-listed (own-address.ts).
// One deadline for the whole fetch, bodies included; body cap; every connection closed when its hop
// is done, whatever it answered (issue 35); no cookies, no credentials, no connection reuse.
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isOwnAddress, type OwnAddress } from './own-address';

export type CalendarFetchReason =
  | 'bad_url'
  | 'not_allowed_address'
  | 'own_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'network'
  | 'not_calendar';

/** What the host reads for each failure (the last sync error on the Turnovers page). */
export const CALENDAR_FETCH_MESSAGES: Record<CalendarFetchReason, string> = {
  bad_url:
    'The calendar link is not a valid web address. Copy the iCal export link from your booking site: it starts with https://.',
  not_allowed_address: 'The calendar link points to a private network address.',
  own_address: 'The calendar link points to TurnReady itself.',
  too_many_redirects: 'The calendar link redirected too many times.',
  timeout: 'The calendar link took too long to answer.',
  too_large: 'The calendar is larger than 2 MB, too large to import.',
  http_status: 'The calendar link answered with an error.',
  network: 'The calendar link could not be reached.',
  not_calendar: 'The link did not return a calendar. Check that you copied the iCal export link.',
};

export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
  constructor(
    readonly reason: CalendarFetchReason,
    message: string = CALENDAR_FETCH_MESSAGES[reason],
    /** The HTTP status, for 'http_status'. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to every address it has (tests inject one; the default asks the system). */
export type CalendarLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchCalendarOptions = {
  /** CALENDAR_FETCH_ALLOW entries ('host' or 'host:port'): these may resolve to private addresses. */
  allow: string[];
  /** Where the app itself listens: refused on every hop, allow list or not. */
  self?: readonly OwnAddress[];
  /** For the whole fetch: resolution, every hop and every body. Default 10 s. */
  timeoutMs?: number;
  /** Body cap. Default 2 MB. */
  maxBytes?: number;
  lookup?: CalendarLookup;
};

export const MAX_URL_LENGTH = 2000;
export const MAX_REDIRECTS = 3;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const systemLookup: CalendarLookup = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Checks a link as typed into the form, before it is saved: http(s), at most 2000 characters, a
 * host name, no user name or password. Says nothing about where it resolves (fetchCalendar does).
 */
export function validateCalendarUrl(
  input: string,
): { ok: true; url: string } | { ok: false; reason: 'bad_url'; message: string } {
  const url = parseUrl(input);
  if (url instanceof CalendarFetchError) return { ok: false, reason: 'bad_url', message: url.message };
  return { ok: true, url: url.href };
}

function parseUrl(input: string, base?: URL): URL | CalendarFetchError {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return new CalendarFetchError('bad_url');
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return new CalendarFetchError('bad_url');
  }
  if (url.protocol === 'webcal:') {
    return new CalendarFetchError(
      'bad_url',
      'Use the https:// form of the calendar link (replace webcal:// with https://).',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new CalendarFetchError('bad_url');
  if (url.username || url.password) {
    return new CalendarFetchError('bad_url', 'The calendar link must not contain a user name or password.');
  }
  if (!url.hostname || url.href.length > MAX_URL_LENGTH) return new CalendarFetchError('bad_url');
  return url;
}

// ---- Addresses ---------------------------------------------------------------------------------

const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * True only for an address on the public internet: not loopback, private (RFC 1918), CGNAT,
 * link-local (the 169.254.169.254 metadata service), multicast, unspecified, broadcast, reserved or
 * documentation; for IPv6 not ::1, fc00::/7, fe80::/10, ff00::/8, and an IPv4-mapped (::ffff:a.b.c.d)
 * or NAT64 (64:ff9b::a.b.c.d) address only when the IPv4 inside is public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  const range = v6.range();
  if (range === 'rfc6052' && v6.match(ipaddr.parseCIDR('64:ff9b::/96'))) {
    const bytes = v6.toByteArray().slice(12);
    return new ipaddr.IPv4(bytes).range() === 'unicast';
  }
  return range === 'unicast' && v6.match(IPV6_GLOBAL_UNICAST);
}

type AllowEntry = { host: string; port: string | undefined };

function parseAllowEntry(entry: string): AllowEntry | undefined {
  const e = entry.trim().toLowerCase();
  if (!e) return undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(e);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] };
  if (isIP(e) === 6) return { host: e, port: undefined };
  const [host, port, ...rest] = e.split(':');
  if (!host || rest.length || (port !== undefined && !/^\d{1,5}$/.test(port))) return undefined;
  return { host: host.replace(/\.$/, ''), port };
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
const bareHost = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** The ports an entry without one allows: a web server's, not whatever else the host runs. */
const WEB_PORTS = ['80', '443'];

/**
 * Whether CALENDAR_FETCH_ALLOW names this URL's host and port. An entry without a port allows 80
 * and 443 only: '127.0.0.1' meant for a feed server must not open the app's own port, a database
 * or an admin page on the same machine.
 */
export function isAllowListed(url: URL, allow: string[]): boolean {
  const host = bareHost(url);
  const port = defaultPort(url);
  return allow.some((raw) => {
    const entry = parseAllowEntry(raw);
    if (!entry) return false;
    const sameHost =
      isIP(host) === 6 && isIP(entry.host) === 6
        ? ipaddr.parse(host).toString() === ipaddr.parse(entry.host).toString()
        : entry.host === host;
    return sameHost && (entry.port === undefined ? WEB_PORTS.includes(port) : String(Number(entry.port)) === port);
  });
}

// ---- Fetch -------------------------------------------------------------------------------------

/**
 * GETs a calendar link: the body as text and the URL it finally came from. Throws
 * CalendarFetchError (with a reason code and a sentence for the host) for every refusal or failure.
 */
export async function fetchCalendar(
  url: string,
  opts: FetchCalendarOptions,
): Promise<{ text: string; finalUrl: string }> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const lookup = opts.lookup ?? systemLookup;
  // The deadline aborts whatever is under way, a body being read included: the signal is on every
  // request, and aborting one destroys its socket.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new CalendarFetchError('timeout');
  try {
    let current = parseUrl(url);
    for (let redirects = 0; ; redirects++) {
      if (current instanceof CalendarFetchError) throw current;
      const address = await withDeadline(
        checkedAddress(current, opts.allow, opts.self ?? [], lookup),
        controller.signal,
        timedOut,
      );
      const response = await request(current, address, controller.signal, maxBytes);
      if (response.kind === 'redirect') {
        if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError('too_many_redirects');
        current = parseUrl(response.location, current);
        continue;
      }
      const text = new TextDecoder('utf-8').decode(response.body);
      if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '').slice(0, 1024)))
        throw new CalendarFetchError('not_calendar');
      return { text, finalUrl: current.href };
    }
  } catch (error) {
    // First: a connection the deadline destroyed may report itself as closed early ('network').
    if (controller.signal.aborted) throw timedOut();
    if (error instanceof CalendarFetchError) throw error;
    if (isCertificateError(error))
      throw new CalendarFetchError('network', 'The calendar link’s secure connection could not be verified.');
    throw new CalendarFetchError('network');
  } finally {
    clearTimeout(timer);
    // Every hop already closed its connection when it settled; this closes anything a path missed,
    // so no socket outlives the fetch.
    controller.abort();
  }
}

/** Resolves the URL's host and returns the address to connect to, or refuses. */
async function checkedAddress(
  url: URL,
  allow: string[],
  self: readonly OwnAddress[],
  lookup: CalendarLookup,
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host);
    } catch {
      throw new CalendarFetchError('network', 'The calendar link’s address could not be found.');
    }
    addresses = (Array.isArray(addresses) ? addresses : []).filter(
      (a) => a && typeof a.address === 'string' && isIP(a.address),
    );
    if (!addresses.length) throw new CalendarFetchError('network', 'The calendar link’s address could not be found.');
  }
  const port = Number(defaultPort(url));
  if (addresses.some((a) => isOwnAddress(a.address, port, self))) throw new CalendarFetchError('own_address');
  if (!isAllowListed(url, allow) && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new CalendarFetchError('not_allowed_address');
  }
  const first = addresses[0]!;
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

type HopResult = { kind: 'redirect'; location: string } | { kind: 'body'; body: Uint8Array };

/**
 * One GET to the checked address, with the URL's host name for Host and TLS (SNI, certificate).
 * However it ends (a redirect, an error status, too large, a body read to the end, the deadline, a
 * network error), the connection is destroyed as it settles: a redirect's or an error's body is
 * never read, and nothing goes on downloading after the answer is known.
 */
function request(url: URL, pinned: ResolvedAddress, signal: AbortSignal, maxBytes: number): Promise<HopResult> {
  // Node asks the lookup for the name; it only ever gets the address that was checked.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<HopResult>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: { result: HopResult } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      req.destroy();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const fail = (error: unknown) => settle({ error });
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false, // a fresh connection: nothing pooled from another host or another check
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
          'accept-encoding': 'identity',
          'user-agent': 'TurnReady calendar sync (+https://turnready.app)',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const statusError = () =>
          new CalendarFetchError('http_status', `${CALENDAR_FETCH_MESSAGES.http_status} (HTTP ${status})`, status);
        if (status >= 300 && status < 400 && status !== 304) {
          const location = res.headers.location;
          return location ? settle({ result: { kind: 'redirect', location } }) : fail(statusError());
        }
        if (status < 200 || status >= 300) return fail(statusError());
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) return fail(new CalendarFetchError('too_large'));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new CalendarFetchError('too_large'));
          chunks.push(chunk);
        });
        res.on('end', () => settle({ result: { kind: 'body', body: Buffer.concat(chunks) } }));
        res.on('error', fail);
        // The connection went away before the body's end (after 'end' this does nothing).
        res.on('close', () => fail(new CalendarFetchError('network')));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** Node's TLS verification failures: an untrusted, expired or other-name certificate. */
function isCertificateError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /CERT|SELF_SIGNED|ERR_TLS|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code);
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', abort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', abort);
        reject(e);
      },
    );
  });
}
