import webPush from 'web-push';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { pushKeys } from './notifications.tables';

// The VAPID key pair (RFC 8292) this store signs its pushes with: from configuration, else made
// at first start and kept in the database. Browsers subscribe with the public key, so it must
// never change under them: the first process to start writes it, every other one reads it.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const loaded = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrMake(db: Db): Promise<VapidKeys> {
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys);
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}

export function vapidKeys(deps: Pick<AppDeps, 'config' | 'database'>): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = deps.config;
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  const db = deps.database.db;
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadOrMake(db);
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

/** The public key the web app subscribes with (the login config's `vapId`). */
export const vapidPublicKey = async (deps: Pick<AppDeps, 'config' | 'database'>) =>
  (await vapidKeys(deps)).publicKey;
