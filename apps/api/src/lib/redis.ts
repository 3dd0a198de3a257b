import { Redis } from 'ioredis';

export const CACHE_STATE_CHANNEL = 'kirana:cache-state';
/** JSON array of cache-key prefixes to drop (see dropCachedEntries). */
export const CACHE_DROP_CHANNEL = 'kirana:cache-drop';
/** JSON of an order's move ({ OrderId, Status }), for the live order pages every process holds. */
export const ORDER_MOVES_CHANNEL = 'kirana:order-moves';
/** The Razorpay keys connected in the console changed: every process reads them again. */
export const RAZORPAY_KEYS_CHANNEL = 'kirana:razorpay-keys';

/** Connects to Redis; fails fast at start rather than queueing commands forever. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  await redis.connect();
  return redis;
}

/** What a process's catalogue cache hears from the others. */
export interface CacheListener {
  setState(state: string): void;
  dropPrefixes(prefixes: readonly string[]): void;
}

/** Keeps `cache` in step with the cache-state versions and drops other processes publish. */
export async function subscribeCacheState(url: string, cache: CacheListener): Promise<Redis> {
  const sub = await connectRedis(url);
  await sub.subscribe(CACHE_STATE_CHANNEL, CACHE_DROP_CHANNEL);
  sub.on('message', (channel: string, message: string) => {
    if (channel === CACHE_STATE_CHANNEL) return cache.setState(message);
    try {
      const prefixes: unknown = JSON.parse(message);
      if (Array.isArray(prefixes)) cache.dropPrefixes(prefixes.map(String));
    } catch {
      // not ours: ignore
    }
  });
  return sub;
}

export interface RedisLinks {
  /** Commands: rate-limit counters, publishing cache-state versions. */
  redis: Redis;
  /** The subscription that keeps this process's catalogue cache in step with the others. */
  subscriber: Redis;
  close(): void;
}

/** Connects both Redis links and keeps `cache` at the version other processes publish. */
export async function linkRedis(url: string, cache: CacheListener): Promise<RedisLinks> {
  const redis = await connectRedis(url);
  const subscriber = await subscribeCacheState(url, cache);
  return {
    redis,
    subscriber,
    close: () => {
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
