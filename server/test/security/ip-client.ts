// A browser-like client over `app.inject` that comes from a chosen address: rate limits count per
// client address, so tests stand for many clients (or one) by choosing `remoteAddress`.
import type { App } from '../../app';
import { TEST_APP_URL } from '../app';

let lastIp = 0;
/** A fresh address for each call (10.x.y.z), so counters of different tests never meet. */
export function nextIp(): string {
  lastIp++;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export type Res = { status: number; body: any; headers: Record<string, string | string[] | number | undefined> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export class IpClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    readonly ip: string = nextIp(),
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object, headers: Record<string, string> = {}): Promise<Res> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      payload: body as never,
      headers: {
        origin: TEST_APP_URL,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [name, value = ''] = pair!.split('=');
      if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      // not JSON (a page, an asset): keep the text
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body: object = {}, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  /** The session cookie as a Cookie header value, to replay it from elsewhere. */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
