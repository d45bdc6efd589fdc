import { describe, expect, it } from 'vitest';
import type { PhotoUploadResponse } from '@core/schemas/playbook';
import { ApiRequestError } from '@web/lib/api';
import { memoryStore, pendingTicks, SendQueue, unsent, type Change, type Entry } from './send-queue';

const network = () => new ApiRequestError(0, 'NETWORK', 'offline');
const refused = (message: string) => new ApiRequestError(409, 'TURNOVER_COMPLETED', message);
const photoRef = (id: string) => ({
  id,
  url: `/api/photos/${id}`,
  thumbUrl: `/api/photos/${id}/thumb`,
  width: 10,
  height: 10,
  createdAt: '2026-11-24T10:00:00.000Z',
  takenAt: null,
});
const stored = (id: string): PhotoUploadResponse => ({ photos: [photoRef(id)], rejected: [] });
const tick = (taskId: string, done = true): Change => ({ kind: 'tick', taskId, done });
const notes = (text: string, typedAt = '2026-11-24T10:00:00.000Z'): Change => ({ kind: 'notes', notes: text, typedAt });
const photo = (name: string): Change => ({
  kind: 'photo',
  target: { kind: 'task', id: 't1' },
  name,
  file: new Blob([name]),
  key: `key-${name}`,
});

const describeOf = (e: Entry) =>
  e.change.kind === 'tick'
    ? `tick ${e.change.taskId} ${e.change.done}`
    : e.change.kind === 'notes'
      ? `notes ${e.change.notes}`
      : `photo ${e.change.name}`;

/**
 * A queue over a store in memory whose sends answer from `answer` (connected or not) and whose
 * waits are recorded and end only when the test lets them (or the queue is woken).
 */
function harness(options: { store?: ReturnType<typeof memoryStore> } = {}) {
  const store = options.store ?? memoryStore();
  let online = true;
  const sent: string[] = [];
  const waits: number[] = [];
  const delivered: string[] = [];
  const refusals: string[] = [];
  const answers = new Map<string, () => unknown>();
  const queue = new SendQueue({
    turnoverId: 'run-1',
    store,
    send: async (entry) => {
      const what = describeOf(entry);
      sent.push(what);
      if (!online) throw network();
      const answer = answers.get(what);
      if (answer) return answer();
      return entry.change.kind === 'photo' ? stored(entry.change.key) : {};
    },
    wait: (ms) => {
      waits.push(ms);
      return new Promise(() => undefined);
    },
    describe: (err) => (err instanceof Error ? err.message : 'failed'),
    onSent: (entry) => delivered.push(describeOf(entry)),
    onRefused: (_entry, message) => refusals.push(message),
  });
  const settled = async () => {
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    queue,
    store,
    sent,
    waits,
    delivered,
    refusals,
    answers,
    setOnline: (value: boolean) => (online = value),
    settled,
  };
}

describe('the send queue', () => {
  it('sends changes one at a time in the order they were made', async () => {
    const h = harness();
    h.queue.start();
    await h.queue.add(tick('a'));
    await h.queue.add(photo('p1'));
    await h.queue.add(tick('a', false));
    await h.queue.add(notes('hello'));
    await h.settled();
    expect(h.delivered).toEqual(['tick a true', 'photo p1', 'tick a false', 'notes hello']);
    expect(h.sent).toEqual(h.delivered);
    expect(h.store.rows.size).toBe(0);
    expect(h.queue.getSnapshot()).toEqual([]);
  });

  it('offline, keeps everything in line, retries with a growing wait, and sends it all once when woken', async () => {
    const h = harness();
    h.setOnline(false);
    h.queue.start();
    await h.queue.add(tick('a'));
    await h.queue.add(tick('b'));
    await h.queue.add(photo('p1'));
    await h.queue.add(notes('Dryer is loud'));
    await h.settled();
    // Only the head is tried: what follows it waits its turn, so the order holds.
    expect(h.sent).toEqual(['tick a true']);
    expect(h.waits).toEqual([1000]);
    expect(unsent(h.queue.getSnapshot())).toHaveLength(4);
    expect(h.queue.getSnapshot()[0]!.state).toBe('retrying');
    expect(h.store.rows.size).toBe(4);

    for (const expected of [2000, 4000]) {
      h.queue.wake();
      await h.settled();
      expect(h.waits.at(-1)).toBe(expected);
    }
    expect(h.delivered).toEqual([]);

    h.setOnline(true);
    h.queue.wake();
    await h.settled();
    expect(h.delivered).toEqual(['tick a true', 'tick b true', 'photo p1', 'notes Dryer is loud']);
    expect(h.store.rows.size).toBe(0);
  });

  it('shows each item by its latest unsent tick meanwhile', async () => {
    const h = harness();
    h.setOnline(false);
    h.queue.start();
    // At once, before the store has it: the page's checkbox follows in the same event.
    const adding = h.queue.add(tick('a'));
    expect(pendingTicks(h.queue.getSnapshot())).toEqual(new Map([['a', true]]));
    await adding;
    await h.queue.add(tick('b'));
    await h.queue.add(tick('a', false));
    expect(pendingTicks(h.queue.getSnapshot())).toEqual(
      new Map([
        ['a', false],
        ['b', true],
      ]),
    );
  });

  it('keeps only the newest notes save still in line (the notes are one text: the newest typed wins)', async () => {
    const h = harness();
    h.setOnline(false);
    h.queue.start();
    await h.queue.add(notes('D'));
    await h.settled();
    await h.queue.add(tick('a'));
    await h.queue.add(notes('Dr'));
    await h.queue.add(notes('Dryer'));
    expect(h.queue.getSnapshot().map(describeOf)).toEqual(['tick a true', 'notes Dryer']);
    expect(h.store.rows.size).toBe(2);
    h.setOnline(true);
    h.queue.wake();
    await h.settled();
    expect(h.delivered).toEqual(['tick a true', 'notes Dryer']);
  });

  it('never drops a notes save whose request is out: it may arrive', async () => {
    const store = memoryStore();
    let release: (value: unknown) => void = () => undefined;
    const sent: string[] = [];
    const queue = new SendQueue({
      turnoverId: 'run-1',
      store,
      send: (entry) => {
        sent.push(describeOf(entry));
        return sent.length === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve({});
      },
      wait: async () => undefined,
      describe: () => 'failed',
      onSent: () => undefined,
      onRefused: () => undefined,
    });
    queue.start();
    await queue.add(notes('D'));
    await queue.add(notes('Dryer'));
    expect(queue.getSnapshot().map((e) => [describeOf(e), e.state])).toEqual([
      ['notes D', 'uploading'],
      ['notes Dryer', 'waiting'],
    ]);
    release({});
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['notes D', 'notes Dryer']);
  });

  it('survives a reload: a new queue on the same store sends what the last one left, the interrupted one again', async () => {
    const store = memoryStore();
    const before = harness({ store });
    before.setOnline(false);
    before.queue.start();
    await before.queue.add(tick('a'));
    await before.queue.add(photo('p1'));
    await before.settled();
    before.queue.stop();

    const after = harness({ store });
    after.queue.start();
    await after.settled();
    expect(after.delivered).toEqual(['tick a true', 'photo p1']);
    expect(store.rows.size).toBe(0);
  });

  it('a refused tick or notes save is dropped and said; a refused photo stays failed and the rest goes on', async () => {
    const h = harness();
    h.answers.set('tick a true', () => {
      throw refused('This turnover is already completed.');
    });
    h.answers.set('photo bad', () => ({
      photos: [],
      rejected: [{ name: 'bad', message: 'This file is not a photo.' }],
    }));
    h.queue.start();
    await h.queue.add(tick('a'));
    await h.queue.add(photo('bad'));
    await h.queue.add(tick('b'));
    await h.settled();
    expect(h.refusals).toEqual(['This turnover is already completed.']);
    expect(h.delivered).toEqual(['tick b true']);
    const [failed] = h.queue.getSnapshot();
    expect(failed).toMatchObject({ state: 'failed', error: 'This file is not a photo.' });
    expect(unsent(h.queue.getSnapshot())).toHaveLength(0);

    // 'Retry' puts it back in line; 'Dismiss' forgets it.
    h.answers.delete('photo bad');
    h.queue.retry(failed!.seq);
    await h.settled();
    expect(h.delivered).toEqual(['tick b true', 'photo bad']);
    h.answers.set('photo again', () => ({ photos: [], rejected: [{ name: 'again', message: 'No.' }] }));
    await h.queue.add(photo('again'));
    await h.settled();
    h.queue.dismiss(h.queue.getSnapshot()[0]!.seq);
    expect(h.queue.getSnapshot()).toEqual([]);
    expect(h.store.rows.size).toBe(0);
  });

  it('a photo sent again keeps its key, so the server can take it once', async () => {
    const keys: string[] = [];
    const store = memoryStore();
    let fail = true;
    const queue = new SendQueue({
      turnoverId: 'run-1',
      store,
      send: async (entry) => {
        if (entry.change.kind === 'photo') keys.push(entry.change.key);
        if (fail) {
          fail = false;
          // The answer was lost on the way back: the server may have the photo already.
          throw network();
        }
        return stored('x');
      },
      wait: async () => undefined,
      describe: () => 'failed',
      onSent: () => undefined,
      onRefused: () => undefined,
    });
    queue.start();
    await queue.add(photo('p1'));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keys).toEqual(['key-p1', 'key-p1']);
    expect(store.rows.size).toBe(0);
  });
});
