import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { authSecrets } from './auth.tables';

// The server's one secret (AUTH_SECRET, else the key made once and kept in auth_secrets), which
// hashes the OTP codes, and keys derived from it for every other use, so that the secret itself
// never signs two kinds of thing.

const roots = new WeakMap<Db, Promise<Buffer>>();

/** AUTH_SECRET, or the random key made once and kept in auth_secrets (shared by every process). */
export function rootSecret(deps: AppDeps): Promise<Buffer> {
  if (deps.config.AUTH_SECRET) return Promise.resolve(Buffer.from(deps.config.AUTH_SECRET));
  const db = deps.database.db;
  let p = roots.get(db);
  if (!p) {
    p = (async () => {
      const fresh = randomBytes(32).toString('base64url');
      await db.insert(authSecrets).values({ name: 'otp-hmac', value: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, 'otp-hmac'));
      return Buffer.from(row!.value);
    })();
    p.catch(() => roots.delete(db));
    roots.set(db, p);
  }
  return p;
}

/** A key for one purpose only: HMAC-SHA256 of the purpose under the server secret. */
export async function derivedKey(deps: AppDeps, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await rootSecret(deps))
    .update(`kirana-key:${purpose}`)
    .digest();
}
