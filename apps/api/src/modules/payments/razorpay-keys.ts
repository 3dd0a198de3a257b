import type { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import type { RazorpayKeys } from '../../lib/razorpay-keys';
import { connectRedis, RAZORPAY_KEYS_CHANNEL } from '../../lib/redis';
import { keyFingerprint, openSecret, sealSecret, secretsKey } from '../../lib/secret-box';
import { gatewayKeys } from './payments.tables';

// The Razorpay keys the owner connected in the console: sealed in gateway_keys, opened at start
// into deps.razorpayKeys (lib/razorpay-keys.ts), which every payment call site reads
// synchronously. A change is set in this process at once and told to the others through Redis
// (`kirana:razorpay-keys`), each of which reads the row again; without REDIS_URL the store is one
// process (several processes need Redis for their caches anyway), so nothing else is needed.
// A timed re-read was the other way: it would keep a disconnected key working for its period
// and read the row forever for a change that happens a few times in a store's life.

type Deps = Pick<AppDeps, 'config' | 'database' | 'cache' | 'redis' | 'razorpayKeys'>;

const PROVIDER = 'razorpay';
const PURPOSE = { keySecret: 'razorpay.key_secret', webhookSecret: 'razorpay.webhook_secret' };

export type StoredKeysRow = typeof gatewayKeys.$inferSelect;

/** The stored row (sealed), or null when Razorpay was never connected in the console. */
export async function storedKeysRow(db: DbOrTx): Promise<StoredKeysRow | null> {
  const [row] = await db.select().from(gatewayKeys).where(eq(gatewayKeys.provider, PROVIDER));
  return row ?? null;
}

/** The row's keys opened; throws SecretUnreadable when sealed with another key or changed. */
export function openKeysRow(
  config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>,
  row: StoredKeysRow,
): RazorpayKeys {
  const key = secretsKey(config);
  return {
    keyId: row.keyId,
    keySecret: openSecret(key, PURPOSE.keySecret, row.keySecretSealed),
    webhookSecret: openSecret(key, PURPOSE.webhookSecret, row.webhookSecretSealed),
  };
}

/** The row to store for `keys`: the secrets sealed, never in clear. */
export function sealKeys(
  config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>,
  keys: RazorpayKeys,
): Pick<StoredKeysRow, 'keyId' | 'keySecretSealed' | 'webhookSecretSealed' | 'keyFingerprint'> {
  const key = secretsKey(config);
  return {
    keyId: keys.keyId,
    keySecretSealed: sealSecret(key, PURPOSE.keySecret, keys.keySecret),
    webhookSecretSealed: sealSecret(key, PURPOSE.webhookSecret, keys.webhookSecret),
    keyFingerprint: keyFingerprint(key),
  };
}

export async function writeKeysRow(
  tx: DbOrTx,
  row: Omit<StoredKeysRow, 'provider' | 'connectedAt'>,
): Promise<void> {
  const values = { ...row, provider: PROVIDER, connectedAt: new Date() };
  await tx
    .insert(gatewayKeys)
    .values(values)
    .onConflictDoUpdate({ target: gatewayKeys.provider, set: values });
}

export async function deleteKeysRow(tx: DbOrTx): Promise<void> {
  await tx.delete(gatewayKeys).where(eq(gatewayKeys.provider, PROVIDER));
}

/**
 * Reads the stored keys into deps.razorpayKeys (the environment's win: then nothing is read).
 * Keys that do not open (another SECRETS_KEY) leave Razorpay off, said on stderr.
 */
export async function loadRazorpayKeys(deps: Pick<Deps, 'config' | 'database' | 'razorpayKeys'>) {
  if (deps.razorpayKeys.fromEnvironment) return;
  const row = await storedKeysRow(deps.database.db);
  let keys: RazorpayKeys | null = null;
  if (row) {
    try {
      keys = openKeysRow(deps.config, row);
    } catch (err) {
      console.warn(
        `Razorpay stays off: the keys connected in the console do not open (${(err as Error).message}). ` +
          'Set SECRETS_KEY as when they were saved, or connect Razorpay again.',
      );
    }
  }
  deps.razorpayKeys.setConsoleKeys(keys);
}

/** After a change: the payment methods answer again here, and every other process reads the row. */
export async function tellKeysChanged(deps: Pick<Deps, 'cache' | 'redis'>): Promise<void> {
  deps.cache.dropPrefixes(['payment-methods']);
  await deps.redis?.publish(RAZORPAY_KEYS_CHANNEL, 'changed');
}

/** This process's ear for the other processes' changes (only with Redis); `close` at shutdown. */
export async function listenForKeyChanges(deps: Deps): Promise<{ close(): void }> {
  if (!deps.redis || !deps.config.REDIS_URL) return { close: () => {} };
  const subscriber: Redis = await connectRedis(deps.config.REDIS_URL);
  await subscriber.subscribe(RAZORPAY_KEYS_CHANNEL);
  subscriber.on('message', (channel: string) => {
    if (channel !== RAZORPAY_KEYS_CHANNEL) return;
    loadRazorpayKeys(deps).then(
      // a shopper may have filled the cache between the message and the read: drop it again
      () => deps.cache.dropPrefixes(['payment-methods']),
      (err: unknown) => console.warn(`Razorpay keys not read again: ${String(err)}`),
    );
  });
  return { close: () => subscriber.disconnect() };
}
