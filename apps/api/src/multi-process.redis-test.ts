import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheState } from '@kirana/shared';
import { createPostgresDatabase, startTestApp, type TestApp } from './test/harness';
import { bumpCacheState } from './modules/content';

// Two API processes' worth of app on one PostgreSQL and one Redis, as in a scaled deployment.
describe('several API instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    const limits = { REDIS_URL: process.env.REDIS_URL!, RATE_LIMIT_PER_MINUTE: 6 };
    a = await startTestApp('postgres', limits, { databaseUrl: pg.url });
    b = await startTestApp('postgres', limits, { databaseUrl: pg.url });
    await clearRateLimits();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  // clean counters: earlier calls and other runs may have used this Redis
  async function clearRateLimits(): Promise<void> {
    const keys = await a.redis!.keys('kirana-rl-*');
    if (keys.length) await a.redis!.del(...keys);
  }

  it('empties every instance cache when one of them changes the catalogue', async () => {
    // the in-process caches, read directly: HTTP calls would spend the small shared rate limit
    expect(a.cache.state).toBe(b.cache.state);
    const next = await bumpCacheState(a);
    await expect.poll(() => b.cache.state, { timeout: 5000 }).toBe(next);
    const answer = CacheState.parse(await (await fetch(`${b.url}/api/cache-state`)).json());
    expect(answer.State).toBe(next);
  });

  it('counts one client against one shared rate limit', async () => {
    await clearRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const t = i % 2 === 0 ? a : b;
      statuses.push((await fetch(`${t.url}/api/get-store-configs`)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
