// The app's own listening address, which a calendar link must never reach (issue 35): allow-listing
// 127.0.0.1 for a feed server must not let a host make the server fetch its own /metrics or
// /api/dev/*, which answer requests from this machine.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where the app listens: HOST and PORT (or the address and port the server actually got). */
export type OwnAddress = { host: string; port: number };

/**
 * The configured HOST:PORT and, once the server listens, the address it was given (PORT=0 picks a
 * free port, as the tests do; app.server.address() says which).
 */
export function ownAddresses(configured: OwnAddress, server: { address(): AddressInfo | string | null }): OwnAddress[] {
  const listening = server.address();
  const actual = listening && typeof listening === 'object' ? [{ host: listening.address, port: listening.port }] : [];
  return [configured, ...actual];
}

/**
 * Whether a connection to `address`:`port` would reach this server. Any address of this machine
 * counts, whatever HOST says: loopback (all of 127/8 and ::1), the unspecified address (connecting
 * to 0.0.0.0 reaches the local host) and every interface's address. With HOST=0.0.0.0 the app
 * answers on each of them; with a narrower HOST, refusing the other local addresses on that port
 * costs a feed nothing a real booking site would need.
 */
export function isOwnAddress(address: string, port: number, own: readonly OwnAddress[]): boolean {
  const mine = own.filter((o) => o.port > 0 && o.port === port);
  if (!mine.length) return false;
  const target = normalize(address);
  if (!target) return false;
  const range = target.range();
  if (range === 'loopback' || range === 'unspecified') return true;
  const local = [...mine.map((o) => o.host), ...interfaceAddresses()];
  return local.some((a) => normalize(a)?.toString() === target.toString());
}

/** The address as ipaddr.js reads it, an IPv4-mapped IPv6 address as its IPv4 (as the kernel routes it). */
function normalize(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : undefined;
}

/** Read at every check: an interface may come up (a container network, a VPN) after boot. */
function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}
