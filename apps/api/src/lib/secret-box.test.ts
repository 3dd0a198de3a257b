import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  keyFingerprint,
  openSecret,
  sealSecret,
  SECRETS_KEY_FILE,
  secretsKey,
  SecretUnreadable,
} from './secret-box';

const key = randomBytes(32);
const PURPOSE = 'razorpay.key_secret';

/** `sealed` with one base64url character of part `i` changed. */
function tampered(sealed: string, i: number): string {
  const parts = sealed.split('.');
  const p = parts[i]!;
  const at = Math.floor(p.length / 2);
  parts[i] = p.slice(0, at) + (p[at] === 'A' ? 'B' : 'A') + p.slice(at + 1);
  return parts.join('.');
}

describe('secrets sealed with AES-256-GCM', () => {
  it('open to what was sealed, with a fresh IV each time (no value in clear)', () => {
    const a = sealSecret(key, PURPOSE, 'key-secret-0123456789');
    const b = sealSecret(key, PURPOSE, 'key-secret-0123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('key-secret');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(openSecret(key, PURPOSE, a)).toBe('key-secret-0123456789');
    expect(openSecret(key, PURPOSE, b)).toBe('key-secret-0123456789');
    expect(openSecret(key, PURPOSE, sealSecret(key, PURPOSE, 'नमस्ते ✓'))).toBe('नमस्ते ✓');
  });

  it('refuse a changed IV, tag or ciphertext, another key, another purpose, or a mangled value', () => {
    const sealed = sealSecret(key, PURPOSE, 'key-secret-0123456789');
    for (const i of [1, 2, 3])
      expect(() => openSecret(key, PURPOSE, tampered(sealed, i))).toThrow(SecretUnreadable);
    expect(() => openSecret(randomBytes(32), PURPOSE, sealed)).toThrow(SecretUnreadable);
    // a sealed key secret copied into the webhook secret's column does not open there
    expect(() => openSecret(key, 'razorpay.webhook_secret', sealed)).toThrow(SecretUnreadable);
    for (const bad of ['', 'key-secret-0123456789', sealed.replace(/^v1/, 'v2'), `${sealed}.x`])
      expect(() => openSecret(key, PURPOSE, bad)).toThrow(SecretUnreadable);
    // the ciphertext cut short
    expect(() => openSecret(key, PURPOSE, sealed.slice(0, -4))).toThrow(SecretUnreadable);
  });
});

describe('the key that seals them', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const aDataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'kirana-secrets-'));
    dirs.push(d);
    return join(d, 'data');
  };

  it('is SECRETS_KEY as 64 hex digits or base64 of 32 bytes; anything else is refused at start', () => {
    const bytes = randomBytes(32);
    const hex = loadConfig({ SECRETS_KEY: bytes.toString('hex') });
    const b64 = loadConfig({ SECRETS_KEY: bytes.toString('base64') });
    expect(secretsKey(hex).equals(bytes)).toBe(true);
    expect(secretsKey(b64).equals(bytes)).toBe(true);
    for (const bad of [
      'short',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
    ])
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY/);
  });

  it('without SECRETS_KEY is made once in DATA_DIR/secrets.key, readable by its owner only', () => {
    const DATA_DIR = aDataDir();
    const first = secretsKey({ DATA_DIR });
    const file = join(DATA_DIR, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    // the next start (or another process) reads the same key; nothing is left aside
    expect(secretsKey({ DATA_DIR }).equals(first)).toBe(true);
    expect(keyFingerprint(first)).toBe(keyFingerprint(secretsKey({ DATA_DIR })));
    // another DATA_DIR, another key
    expect(secretsKey({ DATA_DIR: aDataDir() }).equals(first)).toBe(false);
  });
});
