// Live notifications under idle load: many open event streams, then applications one after another,
// each timed from the moment its request is sent to the moment the host's stream delivers it.
import http from 'node:http';
import { percentile } from './load';

export type LiveResult = { streams: number; events: number; missed: number; p50: number; p95: number; max: number };

type Stream = { close(): void; onEvent(fn: (event: string, data: string) => void): void };

/** Opens one event stream and resolves once the server has sent `ready` (the subscription is live). */
function openStream(baseUrl: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const listeners: ((event: string, data: string) => void)[] = [];
    // A connection of its own per stream, as each browser holding a stream has.
    const req = http.get(
      `${baseUrl}/api/notifications/stream`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`Stream refused: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
            if (event === 'ready' && !ready) {
              ready = true;
              resolve({ close: () => req.destroy(), onEvent: (fn) => listeners.push(fn) });
            } else if (event) for (const fn of listeners) fn(event, data);
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.setTimeout(30_000, () => reject(new Error('Stream did not get ready within 30 s')));
  });
}

export async function measureLiveNotifications(options: {
  baseUrl: string;
  idleStreams: number;
  /** Cookie headers of the hosts whose streams stay idle. */
  idleCookies: string[];
  hostCookie: string;
  /** (cleaner cookie, job of the host) for each application to send, every pair distinct. */
  applications: { cookie: string; jobId: string }[];
}): Promise<LiveResult> {
  const { baseUrl } = options;
  const streams: Stream[] = [];
  try {
    // Open the idle streams 50 at a time, as a crowd of returning visitors would.
    for (let i = 0; i < options.idleStreams; i += 50) {
      const batch = Array.from({ length: Math.min(50, options.idleStreams - i) }, (_, k) =>
        openStream(baseUrl, options.idleCookies[(i + k) % options.idleCookies.length]!),
      );
      streams.push(...(await Promise.all(batch)));
    }
    const hostStream = await openStream(baseUrl, options.hostCookie);
    streams.push(hostStream);

    const arrivals = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    hostStream.onEvent((event, data) => {
      if (event !== 'notification') return;
      const applicationId = (JSON.parse(data) as { data?: { application_id?: string } }).data?.application_id;
      if (!applicationId) return;
      arrivals.set(applicationId, performance.now());
      waiters.get(applicationId)?.();
    });

    const latencies: number[] = [];
    let missed = 0;
    for (const application of options.applications) {
      const sent = performance.now();
      const res = await fetch(`${baseUrl}/api/applications`, {
        method: 'POST',
        headers: { cookie: application.cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ jobId: application.jobId }),
      });
      if (res.status !== 201) throw new Error(`Apply failed during the live test: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      if (!arrivals.has(id)) {
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 5_000);
          waiters.set(id, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        waiters.delete(id);
        if (!arrived) {
          missed++;
          continue;
        }
      }
      latencies.push(arrivals.get(id)! - sent);
    }
    return {
      streams: streams.length,
      events: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: percentile(latencies, 100),
    };
  } finally {
    for (const s of streams) s.close();
  }
}

/**
 * Issue 40: a message from a cleaner to the host, with the same crowd of idle streams open: each
 * timed from the moment its request is sent to the moment the host's stream delivers it. Senders
 * take turns (each one's sending limit is 30 a minute), each in its conversation with the host.
 */
export async function measureLiveMessages(options: {
  baseUrl: string;
  idleStreams: number;
  idleCookies: string[];
  hostCookie: string;
  /** Cleaners who applied to `jobId` of the host (the job ties them, so they may open a conversation). */
  senders: { cookie: string; jobId: string }[];
  messages: number;
}): Promise<LiveResult> {
  const { baseUrl } = options;
  const post = async (cookie: string, path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`${path} failed during the live test: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, { id: string }>>;
  };
  const conversations: string[] = [];
  for (const s of options.senders)
    conversations.push((await post(s.cookie, '/api/conversations', { jobId: s.jobId })).conversation!.id);

  const streams: Stream[] = [];
  try {
    for (let i = 0; i < options.idleStreams; i += 50) {
      const batch = Array.from({ length: Math.min(50, options.idleStreams - i) }, (_, k) =>
        openStream(baseUrl, options.idleCookies[(i + k) % options.idleCookies.length]!),
      );
      streams.push(...(await Promise.all(batch)));
    }
    const hostStream = await openStream(baseUrl, options.hostCookie);
    streams.push(hostStream);

    const arrivals = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    hostStream.onEvent((event, data) => {
      if (event !== 'message') return;
      const id = (JSON.parse(data) as { message?: { id?: string } }).message?.id;
      if (!id) return;
      arrivals.set(id, performance.now());
      waiters.get(id)?.();
    });

    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < options.messages; i++) {
      const n = i % options.senders.length;
      const sent = performance.now();
      const { message } = await post(options.senders[n]!.cookie, `/api/conversations/${conversations[n]}/messages`, {
        text: `On my way (${i})`,
        clientKey: crypto.randomUUID(),
      });
      const id = message!.id;
      if (!arrivals.has(id)) {
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 5_000);
          waiters.set(id, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        waiters.delete(id);
        if (!arrived) {
          missed++;
          continue;
        }
      }
      latencies.push(arrivals.get(id)! - sent);
    }
    return {
      streams: streams.length,
      events: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: percentile(latencies, 100),
    };
  } finally {
    for (const s of streams) s.close();
  }
}
