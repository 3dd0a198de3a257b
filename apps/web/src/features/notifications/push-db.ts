// A small IndexedDB store shared by the page and the service worker (which cannot read local
// storage): the saved subscription record, and the vibration setting the worker obeys.
// The worker reads it through this same module (src/service-worker/push-handlers.ts).

export const PUSH_DB = 'kirana-push';
export const PUSH_STORE = 'settings';
export const VIBRATION_KEY = 'vibration';
export const TOKEN_KEY = 'token';
/** Set once the welcome (dummy) push was asked for this shopper on this browser. */
export const welcomedKey = (userId: number) => `welcomed:${userId}`;

/** What the page remembers of the subscription it saved (the spec's token and its age). */
export interface SavedToken {
  endpoint: string;
  userId: number;
  savedAt: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(PUSH_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(PUSH_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  op: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = op(db.transaction(PUSH_STORE, mode).objectStore(PUSH_STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const readPushValue = <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key));
export const writePushValue = (key: string, value: unknown) =>
  run('readwrite', (s) => s.put(value, key)).then(() => undefined);
export const deletePushValue = (key: string) =>
  run('readwrite', (s) => s.delete(key)).then(() => undefined);
