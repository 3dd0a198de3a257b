import { count } from 'drizzle-orm';
import { inTransaction, type Db } from '../client';
import { categories } from '../tables';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { seedCoupons } from '../../modules/offers';

/**
 * Fills an empty database with the demo store: content, settings and the catalogue.
 * Deterministic and made offline; does nothing when the store already has categories.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;
  await inTransaction(db, async (tx) => {
    await seedContent(tx);
    await seedCatalogue(tx);
    await seedCoupons(tx);
  });
}
