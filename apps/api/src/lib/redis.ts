import { Redis } from 'ioredis';

export const CACHE_STATE_CHANNEL = 'kirana:cache-state';

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

/** Calls `onMessage` with every cache-state version another process publishes. */
export async function subscribeCacheState(
  url: string,
  onMessage: (state: string) => void,
): Promise<Redis> {
  const sub = await connectRedis(url);
  await sub.subscribe(CACHE_STATE_CHANNEL);
  sub.on('message', (_channel, message: string) => onMessage(message));
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
export async function linkRedis(
  url: string,
  cache: { setState(state: string): void },
): Promise<RedisLinks> {
  const redis = await connectRedis(url);
  const subscriber = await subscribeCacheState(url, (state) => cache.setState(state));
  return {
    redis,
    subscriber,
    close: () => {
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
