// A server-sent events reader for tests: a real HTTP request read as a stream (inject cannot stream).
export type SseEvent = { id?: string; event: string; data: string };

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') {
              e.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) events.push(e);
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      for (const w of waiters) w();
    }
  })();

  /** Resolves with the first event (from the start of the stream) matching `pred`. */
  async function waitFor(pred: (e: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(pred);
      if (found) return found;
      if (ended) throw new Error(`stream ended without the event; got ${JSON.stringify(events)}`);
      if (Date.now() > deadline)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 100);
      });
    }
  }

  /** Resolves when the server ends the stream; throws if it is still open after `timeoutMs`. */
  async function waitForEnd(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ended) {
      if (Date.now() > deadline) throw new Error(`the stream was still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, Math.min(100, Math.max(1, deadline - Date.now())));
      });
    }
  }

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    waitFor,
    waitForEnd,
    /** Whether the server has ended the stream. */
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
