// Keeps one group of the store across reloads, in the format redux-persist wrote (this replaced it
// to save 2.5 KB of the first screen's JavaScript): under 'persist:<key>', each field JSON-encoded
// inside one JSON object, so what a shopper saved before the change still reads.
import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { readLocal, removeLocal, writeLocal } from './storage';

export interface PersistConfig {
  key: string;
  /** How long to wait for the storage to answer before starting without what it holds. */
  timeout: number;
  /** Fields never saved (a request in flight, an error). */
  blacklist: readonly string[];
}

/** Where the group is kept; may answer later (an async engine), so reading has a time-out. */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const localStorageEngine: PersistStorage = {
  getItem: readLocal,
  setItem: writeLocal,
  removeItem: removeLocal,
};

export const REHYDRATE = 'persist/REHYDRATE';

interface RehydrateAction extends UnknownAction {
  type: typeof REHYDRATE;
  key: string;
  payload: Record<string, unknown> | null;
}

const storageKey = (config: PersistConfig) => `persist:${config.key}`;

/** The fields to save: all but the blacklisted, each JSON-encoded. */
function encode(state: object, config: PersistConfig): string {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) {
    if (!config.blacklist.includes(name)) fields[name] = JSON.stringify(value);
  }
  fields._persist = JSON.stringify({ version: -1, rehydrated: true });
  return JSON.stringify(fields);
}

function decode(raw: string | null, config: PersistConfig): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const fields = JSON.parse(raw) as Record<string, string>;
    const state: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (name !== '_persist' && !config.blacklist.includes(name)) state[name] = JSON.parse(value);
    }
    return state;
  } catch {
    return null; // written by something else, or cut short: start afresh
  }
}

/** The group's reducer, which also takes in what was saved when the store starts. */
export function persistReducer<S extends object>(
  config: PersistConfig,
  reducer: Reducer<S>,
): Reducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    const rehydrate = action as RehydrateAction;
    if (rehydrate.type !== REHYDRATE || rehydrate.key !== config.key || !rehydrate.payload) {
      return next;
    }
    return { ...next, ...rehydrate.payload };
  };
}

export interface Persistor {
  /** Settles once what was saved is in the store (or the time-out passed). */
  ready: Promise<void>;
  /** Writes the group now instead of at the next turn. */
  flush(): void;
}

/**
 * Reads the group into the store (a REHYDRATE action), then saves it after every change to it,
 * once per turn of the event loop however many actions changed it.
 */
export function persistStore<S>(
  store: Store<S>,
  config: PersistConfig,
  selectGroup: (state: S) => object,
  storage: PersistStorage = localStorageEngine,
): Persistor {
  let saved: object | null = null;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
    const group = selectGroup(store.getState());
    if (group === saved) return;
    saved = group;
    storage.setItem(storageKey(config), encode(group, config));
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), config.timeout);
  });
  const ready = Promise.race([Promise.resolve(storage.getItem(storageKey(config))), timedOut])
    .catch(() => null)
    .then((raw) => {
      clearTimeout(timer);
      store.dispatch({ type: REHYDRATE, key: config.key, payload: decode(raw, config) });
      saved = selectGroup(store.getState());
      store.subscribe(() => {
        if (pending === null && selectGroup(store.getState()) !== saved) {
          pending = setTimeout(flush, 0);
        }
      });
    });
  return { ready, flush };
}
