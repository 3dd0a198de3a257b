import type { SecureStorage } from './secure-storage';

// The app's one secure storage, without the first screen carrying the cipher: the encrypting
// storage (./secure-storage.ts, Web Crypto and IndexedDB key handling) loads at the first read or
// write; removing a value needs none of it.

let shared: SecureStorage | null = null;
let loaded: Promise<SecureStorage> | null = null;

function load(): Promise<SecureStorage> {
  loaded ??= import('./secure-storage').then((m) => m.createSecureStorage());
  // a failed load (offline before the file was kept) is tried again next time
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** The app's one secure storage (lazy, so importing this module touches nothing). */
export function appSecureStorage(): SecureStorage {
  return (shared ??= {
    getItem: (name) => load().then((storage) => storage.getItem(name)),
    setItem: (name, value) => load().then((storage) => storage.setItem(name, value)),
    removeItem: (name) => localStorage.removeItem(name),
  });
}

/** Replaces the app's secure storage (tests). */
export function setAppSecureStorage(storage: SecureStorage | null): void {
  shared = storage;
}
