import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction, queryRows, type Db } from '../../db/client';

// The search tables (product_search, product_words) carry a copy of each product's sold count,
// search's last tie-break. A sale changes products.sold_count only: rewriting the search rows
// with every order (about 20 of them a product, each moving in the indexes that hold the count)
// was half of an order's database work, all of it under the product's row lock (decision 0020).
// The copy is brought up to date here, in one statement for all products, every
// SEARCH_SOLD_REFRESH_MS; every other column search reads is kept by triggers at once.

/** How often the search tables' sold counts are brought up to date (ranking, not stock). */
export const SEARCH_SOLD_REFRESH_MS = 60_000;

/**
 * Copies products.sold_count into the search tables where it differs; answers the number of
 * products moved. One process at a time (a try-lock: another process already doing it is
 * enough).
 */
export function refreshSearchSoldCounts(db: Db): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(hashtext('kirana:search-sold-counts')) AS ok`,
    );
    if (!lock?.ok) return 0;
    const [moved] = await queryRows<{ n: number }>(
      tx,
      sql`WITH changed AS (
            UPDATE product_search s SET sold_count = p.sold_count FROM products p
             WHERE p.id = s.product_id AND s.sold_count <> p.sold_count
            RETURNING s.product_id, s.sold_count),
          words AS (
            UPDATE product_words w SET sold_count = c.sold_count FROM changed c
             WHERE w.product_id = c.product_id AND w.sold_count <> c.sold_count
            RETURNING 1)
          SELECT (SELECT count(*) FROM changed)::int AS n, (SELECT count(*) FROM words) AS w`,
    );
    return moved?.n ?? 0;
  });
}

/** Runs refreshSearchSoldCounts every `intervalMs` while the app is up (every process). */
export function installSearchSoldRefresh(
  app: FastifyInstance,
  db: Db,
  intervalMs = SEARCH_SOLD_REFRESH_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = refreshSearchSoldCounts(db).catch((err: unknown) =>
        app.log.warn({ err }, 'search sold counts not refreshed; the next round tries again'),
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
