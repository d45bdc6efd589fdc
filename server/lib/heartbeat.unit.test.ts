import { describe, expect, it } from 'vitest';
import { createHeartbeat, staleAfter, workerState } from './heartbeat';

describe('worker heartbeat', () => {
  it('is stopped until started and after stopping, running while it beats, stalled when it falls silent', () => {
    const heartbeat = createHeartbeat(1_000);
    expect(workerState(heartbeat.status())).toBe('stopped');
    heartbeat.started();
    const at = heartbeat.status().lastBeatAt!;
    expect(workerState(heartbeat.status(), at + 1_000)).toBe('running');
    expect(workerState(heartbeat.status(), at + 1_001)).toBe('stalled');
    heartbeat.beat();
    expect(workerState(heartbeat.status(), heartbeat.status().lastBeatAt! + 500)).toBe('running');
    heartbeat.stopped();
    expect(workerState(heartbeat.status())).toBe('stopped');
  });

  it('allows two leases of silence, and never less than three polls', () => {
    expect(staleAfter(60_000, 5_000)).toBe(120_000);
    expect(staleAfter(60_000, 50_000)).toBe(150_000);
  });
});
