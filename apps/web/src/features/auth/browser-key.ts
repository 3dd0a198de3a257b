import { readLocal, writeLocal } from '../../lib/storage';

// The secret this browser sends with its code requests: an emailed link opened in this browser
// signs in by itself, opened anywhere else it asks first. Without storage the link always asks.

export const BROWSER_KEY_STORAGE = 'kirana.signInKey';
const VALID = /^[A-Za-z0-9_-]{22,128}$/;

const fresh = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The key this browser holds, or null (never makes one). */
export function heldBrowserKey(): string | null {
  const stored = readLocal(BROWSER_KEY_STORAGE);
  return stored && VALID.test(stored) ? stored : null;
}

/** This browser's sign-in key, made and kept on first use. */
export function signInBrowserKey(): string {
  const held = heldBrowserKey();
  if (held) return held;
  const key = fresh();
  writeLocal(BROWSER_KEY_STORAGE, key);
  return key;
}
