// A burst of sign-ins at a fixed rate (open loop: a new one starts every 1/rate s whatever the
// server's pace), while a cheap request keeps probing the server and the server samples its own
// event-loop delay. Password hashing must run off the event loop: if it did not, the probes and
// the loop delay would show every hash.
import { percentile } from './load';
import type { BenchServer } from './server';
import type { EventLoopReport } from './serve';

export type Probe = { p50: number; p99: number; max: number };
export type SignInBurstResult = {
  rate: number;
  seconds: number;
  signIns: number;
  /** Answered anything but 200 or 503. */
  failed: number;
  /** Told 503 SERVER_BUSY (retry shortly) because hashing would have kept them waiting past the bound. */
  busy: number;
  /** Sign-ins completed per second, from the first sent to the last answered. */
  throughput: number;
  signIn: Probe;
  /** The sign-ins that were served (200): how long each took, queueing included. */
  served: Probe;
  /** GET /api/health latency and event-loop delay, idle and during the burst. */
  healthIdle: Probe;
  healthBurst: Probe;
  loopIdle: EventLoopReport;
  loopBurst: EventLoopReport;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const summary = (values: number[]): Probe => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});

/** Probes GET /api/health every `everyMs` until `stop()`; returns the latencies. */
function probeHealth(baseUrl: string, everyMs: number) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const started = performance.now();
    pending.push(
      fetch(`${baseUrl}/api/health`)
        .then((res) => res.arrayBuffer())
        .then(() => void latencies.push(performance.now() - started)),
    );
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return latencies;
    },
  };
}

export async function measureSignInBurst(
  server: BenchServer,
  options: { accounts: { email: string }[]; password: string; rate: number; seconds: number },
): Promise<SignInBurstResult> {
  const { baseUrl } = server;
  // Idle: the same probes and readings with nothing else going on.
  server.resetEventLoop();
  const idle = probeHealth(baseUrl, 50);
  await sleep(2_000);
  const healthIdle = summary(await idle.stop());
  const loopIdle = await server.readEventLoop();

  server.resetEventLoop();
  const burst = probeHealth(baseUrl, 50);
  const signIns: Promise<void>[] = [];
  const latencies: number[] = [];
  const served: number[] = [];
  let failed = 0;
  let busy = 0;
  const total = options.rate * options.seconds;
  const burstStarted = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      const account = options.accounts[sent % options.accounts.length]!;
      const started = performance.now();
      signIns.push(
        fetch(`${baseUrl}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ email: account.email, password: options.password }),
        }).then(async (res) => {
          await res.arrayBuffer();
          const took = performance.now() - started;
          if (res.status === 200) served.push(took);
          else if (res.status === 503) busy++;
          else failed++;
          latencies.push(took);
        }),
      );
      if (++sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / options.rate);
  });
  await Promise.all(signIns);
  const throughput = Math.round((latencies.length / ((performance.now() - burstStarted) / 1000)) * 10) / 10;
  const healthBurst = summary(await burst.stop());
  const loopBurst = await server.readEventLoop();
  return {
    rate: options.rate,
    seconds: options.seconds,
    signIns: latencies.length,
    failed,
    busy,
    throughput,
    signIn: summary(latencies),
    served: summary(served),
    healthIdle,
    healthBurst,
    loopIdle,
    loopBurst,
  };
}
