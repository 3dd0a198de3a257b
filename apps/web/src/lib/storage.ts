// localStorage access that never throws: private windows, full quotas and disabled storage are
// common on low-end phones, and the store must keep working without persistence.

/** Reads a key; null when absent or when storage is unavailable. */
export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; silently does nothing when storage is unavailable. */
export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the setting lasts for this page only.
  }
}

/** Removes a key; silently does nothing when storage is unavailable. */
export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}
