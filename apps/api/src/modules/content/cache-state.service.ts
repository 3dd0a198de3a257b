import type { Db } from '../../db/client';
import { CatalogueCache } from '../../lib/catalogue-cache';
import type { AppDeps } from '../../lib/deps';
import { CACHE_STATE_CHANNEL } from '../../lib/redis';
import { getSetting, putSetting } from './settings.service';

/** The store's current cache-state version; creates one on a store that has none. */
export async function loadCacheState(db: Db): Promise<string> {
  try {
    return (await getSetting(db, 'cacheState')).State;
  } catch {
    const State = CatalogueCache.newState();
    await putSetting(db, 'cacheState', { State });
    return State;
  }
}

/**
 * Marks the catalogue changed: a new version in the database, this process's cache emptied,
 * and with Redis every other process told. Browsers see the new State at /cache-state and
 * flush their caches.
 */
export async function bumpCacheState(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis'>,
): Promise<string> {
  const State = CatalogueCache.newState();
  await putSetting(deps.database.db, 'cacheState', { State });
  deps.cache.setState(State);
  await deps.redis?.publish(CACHE_STATE_CHANNEL, State);
  return State;
}
