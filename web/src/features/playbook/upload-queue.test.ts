import { describe, expect, it } from 'vitest';
import type { PhotoUploadResponse } from '@core/schemas/playbook';
import { ApiRequestError } from '@web/lib/api';
import { isRetryable, pendingUploads, retryDelay, UploadQueue, type UploadTarget } from './upload-queue';

const photo = (id: string) => ({
  id,
  url: `/api/photos/${id}`,
  thumbUrl: `/api/photos/${id}/thumb`,
  width: 10,
  height: 10,
  createdAt: '2026-11-24T10:00:00.000Z',
  takenAt: '2026-11-24T10:00:00.000Z',
});
const stored = (id: string): PhotoUploadResponse => ({ photos: [photo(id)], rejected: [] });
const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const network = () => new ApiRequestError(0, 'NETWORK', 'offline');
const task: UploadTarget = { kind: 'task', id: 't1' };

/** A queue whose sends answer from a script (one entry per try) and whose waits are recorded, not slept. */
function scripted(script: Record<string, (Error | PhotoUploadResponse)[]>, maxAttempts?: number) {
  const waits: number[] = [];
  const sent: string[] = [];
  const uploaded: string[] = [];
  const queue = new UploadQueue({
    send: async (_target, f) => {
      sent.push(f.name);
      const next = script[f.name]!.shift()!;
      if (next instanceof Error) throw next;
      return next;
    },
    onUploaded: (_target, response) => uploaded.push(...response.photos.map((p) => p.id)),
    wait: async (ms) => void waits.push(ms),
    describe: (err) => (err instanceof Error ? err.message : 'failed'),
    maxAttempts,
  });
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => (pendingUploads(queue.getSnapshot()).length === 0 ? resolve() : setTimeout(check, 0));
      check();
    });
  return { queue, waits, sent, uploaded, settled };
}

describe('photo upload queue', () => {
  it('waits longer after each failed try, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries no connection, server errors and rate limits, never a refusal', () => {
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new ApiRequestError(502, 'HTTP_ERROR', 'bad gateway'))).toBe(true);
    expect(isRetryable(new ApiRequestError(429, 'RATE_LIMITED', 'slow down'))).toBe(true);
    expect(isRetryable(new ApiRequestError(422, 'PHOTO_REJECTED', 'Not an image'))).toBe(false);
    expect(isRetryable(new ApiRequestError(409, 'TURNOVER_COMPLETED', 'done'))).toBe(false);
    expect(isRetryable(new ApiRequestError(422, 'LIMIT_REACHED', 'full'))).toBe(false);
  });

  it('uploads each photo in its own request, one after another, and retries a weak signal with backoff', async () => {
    const { queue, waits, sent, uploaded, settled } = scripted({
      'a.jpg': [network(), network(), stored('p1')],
      'b.jpg': [stored('p2')],
    });
    const states: string[] = [];
    queue.subscribe(() =>
      states.push(
        queue
          .getSnapshot()
          .map((i) => `${i.name}:${i.state}`)
          .join(','),
      ),
    );
    queue.add(task, [file('a.jpg'), file('b.jpg')]);
    await settled();
    expect(sent).toEqual(['a.jpg', 'a.jpg', 'a.jpg', 'b.jpg']);
    expect(waits).toEqual([1000, 2000]);
    expect(uploaded).toEqual(['p1', 'p2']);
    expect(queue.getSnapshot()).toEqual([]);
    // The page could say 'retrying' while a was waiting, with b still in line.
    expect(states).toContain('a.jpg:retrying,b.jpg:waiting');
  });

  it("keeps a refused photo with the server's message and goes on with the rest", async () => {
    const { queue, sent, uploaded, settled } = scripted({
      'notes.pdf': [new ApiRequestError(422, 'PHOTO_REJECTED', 'notes.pdf is not a photo (JPEG, PNG, WebP or HEIC).')],
      'c.jpg': [stored('p3')],
    });
    queue.add(task, [file('notes.pdf'), file('c.jpg')]);
    await settled();
    expect(sent).toEqual(['notes.pdf', 'c.jpg']);
    expect(uploaded).toEqual(['p3']);
    expect(queue.getSnapshot()).toMatchObject([
      { name: 'notes.pdf', state: 'failed', attempts: 1, error: 'notes.pdf is not a photo (JPEG, PNG, WebP or HEIC).' },
    ]);
    expect(pendingUploads(queue.getSnapshot())).toEqual([]);
  });

  it('a file the server lists as rejected in a 201 is failed with its message', async () => {
    const { queue, settled } = scripted({
      'x.jpg': [{ photos: [], rejected: [{ name: 'x.jpg', message: 'Too large' }] }],
    });
    queue.add(task, [file('x.jpg')]);
    await settled();
    expect(queue.getSnapshot()).toMatchObject([{ state: 'failed', error: 'Too large' }]);
  });

  it("stops after its tries, then 'Retry' starts afresh; a failed photo can be dismissed", async () => {
    const { queue, waits, uploaded, settled } = scripted(
      { 'd.jpg': [network(), network(), network(), stored('p4')], 'e.jpg': [network()] },
      3,
    );
    queue.add(task, [file('d.jpg')]);
    await settled();
    expect(queue.getSnapshot()).toMatchObject([{ name: 'd.jpg', state: 'failed', attempts: 3, error: 'offline' }]);
    expect(waits).toEqual([1000, 2000]);
    queue.retry(queue.getSnapshot()[0]!.key);
    await settled();
    expect(uploaded).toEqual(['p4']);
    queue.add({ kind: 'problem', id: 'pr1' }, [file('e.jpg')]);
    await settled();
    const failed = queue.getSnapshot()[0]!;
    expect(failed.target).toEqual({ kind: 'problem', id: 'pr1' });
    queue.dismiss(failed.key);
    expect(queue.getSnapshot()).toEqual([]);
  });
});
