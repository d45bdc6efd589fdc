import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerTokenMatches, isLoopbackClient, mayReadMetrics } from './access';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('bearerTokenMatches', () => {
  it('accepts exactly `Bearer <token>` (scheme in any case, spaces around)', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`Bearer   ${TOKEN} `, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the token without a scheme', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
    ['a token one character longer', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token in another case', `Bearer ${TOKEN.toUpperCase()}`],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`],
    ['a scheme and nothing else', 'Bearer '],
  ])('refuses %s', (_what, header) => {
    expect(bearerTokenMatches(header, TOKEN)).toBe(false);
  });
});

type Fake = Pick<FastifyRequest, 'socket' | 'headers' | 'ip' | 'ips'>;
/** A request as Fastify sees it: `ips` is the peer followed by the X-Forwarded-For hops it believed. */
const request = (peer: string, headers: Record<string, string> = {}, believed: string[] = []): Fake =>
  ({
    socket: { remoteAddress: peer },
    headers,
    ip: believed.at(-1) ?? peer,
    ips: [peer, ...believed],
  }) as unknown as Fake;

describe('isLoopbackClient', () => {
  it('is true for a loopback peer without forwarding headers', () => {
    for (const peer of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackClient(request(peer)), peer).toBe(true);
  });

  it('is false for any other peer, whatever it claims', () => {
    expect(isLoopbackClient(request('203.0.113.7'))).toBe(false);
    expect(isLoopbackClient(request('10.0.0.2', { 'x-forwarded-for': '127.0.0.1' }, ['127.0.0.1']))).toBe(false);
  });

  it('behind a trusted proxy on this machine, goes by the client the proxy names', () => {
    expect(isLoopbackClient(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }, ['127.0.0.1']))).toBe(true);
    expect(isLoopbackClient(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, ['203.0.113.7']))).toBe(false);
  });

  it('refuses forwarding headers the peer is not trusted for, or that do not name the client', () => {
    // Untrusted peer: Fastify believed no hop, so the client is unknown.
    expect(isLoopbackClient(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLoopbackClient(request('127.0.0.1', { 'x-real-ip': '127.0.0.1' }))).toBe(false);
    expect(isLoopbackClient(request('127.0.0.1', { forwarded: 'for=127.0.0.1' }))).toBe(false);
  });
});

describe('mayReadMetrics', () => {
  it('lets a local client in without a token, with or without METRICS_TOKEN set', () => {
    expect(mayReadMetrics(request('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1'), TOKEN)).toBe(true);
  });

  it('lets anyone in with the right token, and nobody with a wrong one or when none is set', () => {
    expect(mayReadMetrics(request('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(request('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false);
    expect(mayReadMetrics(request('203.0.113.7', { authorization: 'Bearer wrong-token-0123456789' }), TOKEN)).toBe(
      false,
    );
    expect(mayReadMetrics(request('127.0.0.1', { authorization: 'Bearer wrong-token-0123456789' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('203.0.113.7'), TOKEN)).toBe(false);
  });
});
