import { and, desc, lt, or, type SQL } from 'drizzle-orm';
import type {
  CategoriesAnswer,
  HomePageDataAnswer,
  Language,
  ProductSummary,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { getHomeBanners } from '../content';
import { loadCategoryTree, toCategoryCard } from './category-tree';
import { loadHomeShelves } from './home-shelves.service';
import { products } from './catalogue.tables';
import {
  discountSql,
  inStockSql,
  summariesIn,
  summaryColumns,
  visibleProducts,
} from './product-summary';

/** How many products each home-page section shows. */
export const HOME_SECTION_SIZE = 12;

async function inStockSection(
  db: Db,
  visibleIds: number[],
  language: Language,
  order: SQL[],
  where?: SQL,
): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(visibleProducts(visibleIds), inStockSql, where))
    .orderBy(...order, products.id)
    .limit(HOME_SECTION_SIZE);
  return rows.map(summariesIn(language));
}

/** The home page: banners, every top category, in-stock deals, best sellers and new arrivals, and the owner's shelves. */
export async function getHomePageData(
  db: Db,
  language: Language = 'en',
): Promise<HomePageDataAnswer> {
  const tree = await loadCategoryTree(db, { language });
  const ids = tree.visibleIds;
  const [Banners, Deals, BestSellers, NewArrivals, Shelves] = await Promise.all([
    getHomeBanners(db),
    inStockSection(
      db,
      ids,
      language,
      [desc(products.isDeal), desc(discountSql), desc(products.soldCount)],
      or(products.isDeal, lt(products.pricePaise, products.mrpPaise)),
    ),
    inStockSection(db, ids, language, [desc(products.soldCount)]),
    inStockSection(db, ids, language, [desc(products.createdAt)]),
    loadHomeShelves(db, tree, language),
  ]);
  const TopCategories = tree.tops.map(toCategoryCard);
  return { Banners, TopCategories, Deals, BestSellers, NewArrivals, Shelves };
}

/** Every visible top category in display order, with its visible sub-categories and product counts. */
export async function listCategories(db: Db, language: Language = 'en'): Promise<CategoriesAnswer> {
  const tree = await loadCategoryTree(db, { language });
  return {
    Categories: tree.tops.map((top) => ({
      ...toCategoryCard(top),
      SubCategories: top.children.map(toCategoryCard),
    })),
  };
}
