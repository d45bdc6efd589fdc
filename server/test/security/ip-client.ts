// A browser-like client over `app.inject` that comes from a chosen address: rate limits count per
// client address, so tests stand for many clients (or one) by choosing `remoteAddress`.
import type { App } from '../../app';
import { TestClient } from '../app';

let lastIp = 0;
/** A fresh address for each call (10.x.y.z), so counters of different tests never meet. */
export function nextIp(): string {
  lastIp++;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** What a client call answers. */
export type Res = Awaited<ReturnType<TestClient['request']>>;

/** A TestClient that comes from its own address (a fresh one unless given). */
export class IpClient extends TestClient {
  constructor(
    app: App,
    readonly ip: string = nextIp(),
  ) {
    super(app, ip);
  }
}
