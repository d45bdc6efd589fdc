// The app's own listening address, refused to calendar links (issue 35).
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isOwnAddress, ownAddresses } from './own-address';

describe('isOwnAddress', () => {
  const own = [{ host: '0.0.0.0', port: 3000 }];

  it.each(['127.0.0.1', '127.0.0.2', '127.255.255.254', '0.0.0.0', '::1', '::', '::ffff:127.0.0.1', '[::1]'])(
    '%s on the app port is the app',
    (address) => {
      expect(isOwnAddress(address, 3000, own)).toBe(true);
    },
  );

  it('every interface address of this machine on the app port is the app', () => {
    const addresses = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(isOwnAddress(address, 3000, own)).toBe(true);
  });

  it('HOST itself on the app port is the app', () => {
    expect(isOwnAddress('127.0.0.1', 4000, [{ host: '127.0.0.1', port: 4000 }])).toBe(true);
  });

  it('another port, a public address, or no known port is not', () => {
    expect(isOwnAddress('127.0.0.1', 3001, own)).toBe(false);
    expect(isOwnAddress('8.8.8.8', 3000, own)).toBe(false);
    // A private address that is not one of this machine's.
    const mine = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
    const elsewhere = ['10.255.255.254', '172.31.255.254', '192.168.255.254'].find((a) => !mine.includes(a))!;
    expect(isOwnAddress(elsewhere, 3000, own)).toBe(false);
    expect(isOwnAddress('127.0.0.1', 3000, [])).toBe(false);
    expect(isOwnAddress('127.0.0.1', 0, [{ host: '0.0.0.0', port: 0 }])).toBe(false);
    expect(isOwnAddress('not an address', 3000, own)).toBe(false);
  });
});

describe('ownAddresses', () => {
  it('is the configured HOST:PORT, and once listening the port the server was given', async () => {
    const server = http.createServer();
    expect(ownAddresses({ host: '0.0.0.0', port: 0 }, server)).toEqual([{ host: '0.0.0.0', port: 0 }]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(ownAddresses({ host: '0.0.0.0', port: 0 }, server)).toEqual([
        { host: '0.0.0.0', port: 0 },
        { host: '127.0.0.1', port },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
