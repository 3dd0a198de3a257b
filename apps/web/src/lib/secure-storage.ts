// Encrypted and signed values in localStorage (the stored cart, session and
// configs are encrypted and signed; a failed signature gives an invalid result).
//
// Cipher: AES-GCM with a 256-bit key and a fresh 96-bit IV per write. GCM's 128-bit
// authentication tag is the signature: any change to the IV, the ciphertext or the storage name
// (bound in as additional data) makes decryption fail. Stored as `v1.<iv base64>.<ct base64>`.
//
// Key choice: the app key is generated once per browser with Web Crypto as NON-EXTRACTABLE and
// kept in IndexedDB (a CryptoKey survives structured cloning but its bytes can never be read by
// script, so a copied localStorage is useless elsewhere). Where IndexedDB is missing or refuses
// (some private modes, jsdom), the key is DERIVED with HKDF from an app constant and a random
// per-browser salt kept in localStorage: that still detects tampering by hand or by other code
// that does not know the scheme, but it is obfuscation rather than secrecy, since both inputs
// are readable from the page. Tests inject their own key source.

const VERSION = 'v1';
const IV_BYTES = 12;

/** Where the AES-GCM key comes from; injectable for tests and for browsers without IndexedDB. */
export interface KeySource {
  getKey(): Promise<CryptoKey>;
}

/** What reading a protected value gives: nothing stored, the value, or an invalid (tampered) blob. */
export type SecureReadResult<T> =
  { status: 'empty' } | { status: 'ok'; value: T } | { status: 'invalid' };

export interface SecureStorage {
  getItem<T>(name: string): Promise<SecureReadResult<T>>;
  setItem(name: string, value: unknown): Promise<void>;
  removeItem(name: string): void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

/** A fresh random non-extractable AES-GCM key (also what tests use as their key source). */
export function generateAppKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, KEY_USAGES);
}

/** A key source over a fixed key. */
export function staticKeySource(key: Promise<CryptoKey> | CryptoKey): KeySource {
  const p = Promise.resolve(key);
  return { getKey: () => p };
}

const DB_NAME = 'kirana-keys';
const DB_STORE = 'keys';
const KEY_ID = 'app-key-v1';

function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

async function openKeyDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(DB_STORE);
  return idbRequest(open);
}

/** The app key kept in IndexedDB, generated on first use; two tabs racing keep the first one. */
export function indexedDbKeySource(): KeySource {
  let cached: Promise<CryptoKey> | null = null;
  const load = async (): Promise<CryptoKey> => {
    const db = await openKeyDb();
    try {
      const read = db.transaction(DB_STORE, 'readonly').objectStore(DB_STORE);
      const existing = (await idbRequest(read.get(KEY_ID))) as CryptoKey | undefined;
      if (existing) return existing;
      const key = await generateAppKey();
      try {
        const write = db.transaction(DB_STORE, 'readwrite').objectStore(DB_STORE);
        await idbRequest(write.add(key, KEY_ID)); // add, not put: never replace another tab's key
        return key;
      } catch {
        const again = db.transaction(DB_STORE, 'readonly').objectStore(DB_STORE);
        const winner = (await idbRequest(again.get(KEY_ID))) as CryptoKey | undefined;
        if (!winner) throw new Error('App key could not be stored');
        return winner;
      }
    } finally {
      db.close();
    }
  };
  return {
    getKey: () => {
      cached ??= load().catch((err: unknown) => {
        cached = null;
        throw err;
      });
      return cached;
    },
  };
}

const SALT_ITEM = 'kirana.ks';
const APP_SECRET = 'kirana-storefront-local-storage-v1';

/** The fallback: a key derived (HKDF-SHA-256) from an app constant and a per-browser salt. */
export function derivedKeySource(storage: Storage = localStorage): KeySource {
  let cached: Promise<CryptoKey> | null = null;
  const derive = async () => {
    let salt = storage.getItem(SALT_ITEM);
    if (!salt || !/^[A-Za-z0-9+/=]{24}$/.test(salt)) {
      salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
      storage.setItem(SALT_ITEM, salt);
    }
    const base = await crypto.subtle.importKey('raw', encoder.encode(APP_SECRET), 'HKDF', false, [
      'deriveKey',
    ]);
    return crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: fromBase64(salt), info: encoder.encode('storage') },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      KEY_USAGES,
    );
  };
  return { getKey: () => (cached ??= derive()) };
}

/** IndexedDB when the browser has it and it works, else the derived key. */
export function defaultKeySource(storage: Storage = localStorage): KeySource {
  const derived = derivedKeySource(storage);
  if (typeof indexedDB === 'undefined') return derived;
  const idb = indexedDbKeySource();
  let chosen: Promise<CryptoKey> | null = null;
  return { getKey: () => (chosen ??= idb.getKey().catch(() => derived.getKey())) };
}

/** Encrypts and signs `value` (JSON) for storage under `name`. */
export async function sealValue(key: CryptoKey, name: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = encoder.encode(JSON.stringify(value));
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    data,
  );
  return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(ct))}`;
}

/** Opens a sealed blob; any malformed, re-keyed or modified blob gives 'invalid'. */
export async function openValue<T>(
  key: CryptoKey,
  name: string,
  blob: string,
): Promise<SecureReadResult<T>> {
  const [version, ivText, ctText, extra] = blob.split('.');
  if (version !== VERSION || !ivText || !ctText || extra !== undefined)
    return { status: 'invalid' };
  try {
    const iv = fromBase64(ivText);
    if (iv.length !== IV_BYTES) return { status: 'invalid' };
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
      key,
      fromBase64(ctText),
    );
    return { status: 'ok', value: JSON.parse(decoder.decode(plain)) as T };
  } catch {
    return { status: 'invalid' };
  }
}

/** localStorage whose values are AES-GCM encrypted and authenticated. */
export function createSecureStorage(
  keySource?: KeySource,
  storage: Storage = localStorage,
): SecureStorage {
  const keys = keySource ?? defaultKeySource(storage);
  return {
    async getItem<T>(name: string): Promise<SecureReadResult<T>> {
      const blob = storage.getItem(name);
      if (blob === null) return { status: 'empty' };
      let key: CryptoKey;
      try {
        key = await keys.getKey();
      } catch {
        return { status: 'invalid' };
      }
      return openValue<T>(key, name, blob);
    },
    async setItem(name, value) {
      storage.setItem(name, await sealValue(await keys.getKey(), name, value));
    },
    removeItem(name) {
      storage.removeItem(name);
    },
  };
}
