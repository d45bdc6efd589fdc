// A push service stand-in that speaks Web Push (RFC 8030) as browsers' push services do: it checks
// each request's VAPID signature against the app's public key (RFC 8292) and decrypts the aes128gcm
// payload with the subscription's private key (RFC 8291), so a test reads back exactly what a phone
// would show. Subscriptions are made here as a browser makes them: an ECDH P-256 pair and an auth secret.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID claims (aud, exp, sub), already checked. */
  claims: { aud: string; exp: number; sub: string };
};

type Subscriber = { ecdh: ECDH; auth: Buffer };

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4: the content-encryption key and nonce, then AES-128-GCM; returns the plaintext. */
export function decryptAes128gcm(body: Buffer, sub: Subscriber): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const prkKey = hmac(sub.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo).subarray(0, 32);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; throws unless the key is the app's and the ES256 signature holds. */
function checkVapid(header: string | undefined, appPublicKey: string, origin: string): ReceivedPush['claims'] {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`bad Authorization: ${header}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  if (k !== appPublicKey) throw new Error('VAPID key is not the app’s');
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return claims;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushService(options: { appPublicKey: string }) {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  /** Answers to give, per subscription, before the default 201 (e.g. [500, 500] then delivered). */
  const scripted = new Map<string, number[]>();
  let origin = '';

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const id = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1];
    const sub = id ? subscribers.get(id) : undefined;
    if (!id || !sub || req.method !== 'POST') return void res.writeHead(404).end();
    const next = scripted.get(id)?.shift();
    if (next !== undefined) return void res.writeHead(next).end();
    try {
      const claims = checkVapid(req.headers.authorization, options.appPublicKey, origin);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const payload = JSON.parse(decryptAes128gcm(body, sub).toString('utf8'));
      received.push({
        subscriptionId: id,
        payload,
        ttl: Number(req.headers.ttl),
        urgency: req.headers.urgency as string | undefined,
        claims,
      });
      res.writeHead(201).end();
    } catch (err) {
      refused.push(String((err as Error).message));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests refused for a bad signature or payload: a test expects none. */
    refused,
    /** A new browser subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The next pushes to this subscription get these statuses (410: the browser unsubscribed). */
    answer(id: string, ...statuses: number[]) {
      scripted.set(id, [...(scripted.get(id) ?? []), ...statuses]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
