// Where the turnover's unsent changes live on the phone (issue 38): one IndexedDB object store,
// keyed by an auto-incremented number (the order the changes were made in; IndexedDB never hands
// out a key twice, even after deletes), with photos kept as Blobs. Where IndexedDB is missing or
// refused (some private modes), the changes are kept in memory for as long as the page is open.
import { memoryStore, type Entry, type EntryStore, type NewEntry } from './send-queue';

const DB_NAME = 'turnready-offline';
const STORE = 'changes';
const BY_TURNOVER = 'turnoverId';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex(BY_TURNOVER, 'turnoverId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function indexedDbStore(db: IDBDatabase): EntryStore {
  const objects = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    load: async (turnoverId) => {
      const rows = await request(objects('readonly').index(BY_TURNOVER).getAll(turnoverId));
      return (rows as Entry[]).sort((a, b) => a.seq - b.seq);
    },
    add: async (entry: NewEntry) => Number(await request(objects('readwrite').add(entry))),
    update: async (entry) => {
      const store = objects('readwrite');
      // Only an entry still kept is updated: one sent meanwhile stays gone.
      if (await request(store.getKey(entry.seq))) await request(store.put(entry));
    },
    remove: async (seq) => void (await request(objects('readwrite').delete(seq))),
  };
}

let opened: Promise<EntryStore> | null = null;

/** The phone's store (opened once per page load), or one in memory where there is none. */
export function deviceStore(): Promise<EntryStore> {
  opened ??= (typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : open()).then(
    indexedDbStore,
    () => memoryStore(),
  );
  return opened;
}

/** A store that opens the phone's on first use, so the queue can be made before it is open. */
export const lazyDeviceStore: EntryStore = {
  load: async (turnoverId) => (await deviceStore()).load(turnoverId),
  add: async (entry) => (await deviceStore()).add(entry),
  update: async (entry) => (await deviceStore()).update(entry),
  remove: async (seq) => (await deviceStore()).remove(seq),
};
