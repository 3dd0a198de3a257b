import { inArray } from 'drizzle-orm';
import type { CategoryMatch, Language, ProductSummary } from '@kirana/shared';
import type { Db } from '../../db/client';
import { categories, products } from './catalogue.tables';
import { imageAltIn, inLanguage } from './localised-text';

/**
 * A search's page in the reader's language. Search ranks and draws its page in English (its
 * paths, the word index's and PostgreSQL's, share one drawing); a Hindi reader's page then takes
 * the Hindi names of its few products and categories in one lookup by id each.
 */
export async function searchPageIn(
  db: Db,
  language: Language,
  page: { products: ProductSummary[]; categories: CategoryMatch[] },
): Promise<{ products: ProductSummary[]; categories: CategoryMatch[] }> {
  if (language === 'en') return page;
  const productIds = page.products.map((p) => p.ProductId);
  const categoryIds = page.categories.map((c) => c.CategoryId);
  const [productRows, categoryRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, nameHi: products.nameHi, unitLabelHi: products.unitLabelHi })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, nameHi: categories.nameHi })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ]);
  const productsById = new Map(productRows.map((r) => [r.id, r]));
  const categoriesById = new Map(categoryRows.map((r) => [r.id, r]));
  return {
    products: page.products.map((p) => {
      const hi = productsById.get(p.ProductId);
      return {
        ...p,
        Name: inLanguage(language, p.Name, hi?.nameHi),
        UnitLabel: inLanguage(language, p.UnitLabel, hi?.unitLabelHi),
        ImageAlt: imageAltIn(language, p.ImageAlt, p.Name, hi?.nameHi),
      };
    }),
    categories: page.categories.map((c) => ({
      ...c,
      Name: inLanguage(language, c.Name, categoriesById.get(c.CategoryId)?.nameHi),
    })),
  };
}
