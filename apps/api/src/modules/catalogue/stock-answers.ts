import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps';
import { dropCachedEntries } from '../../lib/catalogue-cache';
import { products } from './catalogue.tables';
import { productPageKeys } from './product-ratings';

/**
 * Call after a transaction that moved these products' stock has committed (an order placed,
 * cancelled or expired): drops their cached details and page HTML in every process, so "In
 * stock" and each option row follow orders at once while the rest of the catalogue cache stays.
 * A failure here (Redis away) is logged, never thrown: the order itself is already written.
 */
export async function dropStockAnswers(
  deps: Pick<AppDeps, 'cache' | 'redis' | 'database'>,
  productIds: readonly number[],
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  try {
    const rows = await deps.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.id, ids));
    await dropStockAnswersOf(
      deps,
      rows.map((r) => r.slug),
    );
  } catch (err) {
    log?.warn({ err, productIds: ids }, 'could not drop the cached stock of ordered products');
  }
}

/** dropStockAnswers for a caller that has the products' slugs (a placed order's lines). */
export async function dropStockAnswersOf(
  deps: Pick<AppDeps, 'cache' | 'redis'>,
  slugs: readonly string[],
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    await dropCachedEntries(deps, [...new Set(slugs)].flatMap(productPageKeys));
  } catch (err) {
    log?.warn({ err, slugs }, 'could not drop the cached stock of ordered products');
  }
}
