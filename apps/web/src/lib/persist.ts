// Keeps one group of the store across reloads, in the format redux-persist wrote (this replaced it
// to save 2.5 KB of the first screen's JavaScript): under 'persist:<key>', each field JSON-encoded
// inside one JSON object, so what a shopper saved before the change still reads. Local storage
// answers at once, so the group is read synchronously as the store starts and written on change.
import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { readLocal, writeLocal } from './storage';

export interface PersistConfig {
  key: string;
  /** Fields never saved (a request in flight, an error). */
  blacklist: readonly string[];
}

/** Where the group is kept (local storage; replaceable in tests). */
export interface PersistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const localStorageEngine: PersistStorage = { getItem: readLocal, setItem: writeLocal };

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

/**
 * Reads the saved group into the store now (a REHYDRATE action), then saves the group whenever
 * it changes (another group's change writes nothing).
 */
export function persistStore<S>(
  store: Store<S>,
  config: PersistConfig,
  selectGroup: (state: S) => object,
  storage: PersistStorage = localStorageEngine,
): void {
  const payload = decode(storage.getItem(storageKey(config)), config);
  store.dispatch({ type: REHYDRATE, key: config.key, payload });
  let saved = selectGroup(store.getState());
  store.subscribe(() => {
    const group = selectGroup(store.getState());
    if (group === saved) return;
    saved = group;
    storage.setItem(storageKey(config), encode(group, config));
  });
}
