import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { secretsKeyBytes, type Config } from '../config';

// Secrets kept in the database (the Razorpay keys the owner connects in the console), encrypted
// with AES-256-GCM from node:crypto: a random 12-byte IV per value, the 16-byte auth tag kept
// with it, and the value's purpose as associated data, so a value copied into another column (or
// changed at all) does not decrypt. The key is SECRETS_KEY, else a random one made once in
// DATA_DIR/secrets.key (mode 0600).

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The file of the key made when SECRETS_KEY is unset. */
export const SECRETS_KEY_FILE = 'secrets.key';

/** A sealed value does not open: another key, or it was changed. */
export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
}

/** Encrypts `plain` for `purpose` (e.g. "razorpay.key_secret"): "v1.<iv>.<tag>.<ciphertext>". */
export function sealSecret(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** Decrypts what sealSecret made for the same purpose; SecretUnreadable otherwise. */
export function openSecret(key: Buffer, purpose: string, sealed: string): string {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length)
    throw new SecretUnreadable('not a sealed secret');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
    throw new SecretUnreadable('not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadable('the secret does not open with this key (another key, or changed)');
  }
}

/** A short name of a key (not the key): tells which key sealed a stored value. */
export const keyFingerprint = (key: Buffer): string =>
  createHash('sha256').update('kirana-secrets-key').update(key).digest('hex').slice(0, 16);

/**
 * The key that seals stored secrets: SECRETS_KEY, else DATA_DIR/secrets.key, made on first use
 * with mode 0600. The file is written aside and linked in (link never replaces a file), so two
 * processes starting together keep one key, and nobody reads half a file.
 */
export function secretsKey(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer {
  if (config.SECRETS_KEY) return secretsKeyBytes(config.SECRETS_KEY)!;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, SECRETS_KEY_FILE);
  const read = () => {
    const key = secretsKeyBytes(readFileSync(file, 'utf8').trim());
    if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
    return key;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dir, { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(aside);
  }
  return read();
}
