import { asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryCard, CategoryLink, Language } from '@kirana/shared';
import type { Db } from '../../db/client';
import { categories, products } from './catalogue.tables';
import { inLanguage } from './localised-text';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageId: string | null;
  /** days after delivery its products may be returned; 0: not returnable */
  returnWindowDays: number;
  parent: CategoryNode | undefined;
  children: CategoryNode[];
  /** Active products here and in every category below. */
  productCount: number;
}

export interface CategoryTree {
  tops: CategoryNode[];
  bySlug: Map<string, CategoryNode>;
  byId: Map<number, CategoryNode>;
  /** Ids of the categories a shopper can see: active, under active parents. */
  visibleIds: number[];
  /** True when every category is visible (none inactive or under an inactive parent). */
  allVisible: boolean;
}

/**
 * A CTE `v` (for WITH RECURSIVE): the ids of the visible categories, active and so is every one
 * above (top ones have no parent). The SQL form of buildTree's rule, for queries that need it.
 */
export const visibleCategories = sql`v AS (
    SELECT ${categories.id} AS id FROM ${categories}
    WHERE ${categories.parentId} IS NULL AND ${categories.isActive}
    UNION ALL
    SELECT c.id FROM ${categories} c JOIN v ON c.parent_id = v.id WHERE c.is_active
  )`;

type CategoryRow = Omit<CategoryNode, 'parent' | 'children' | 'productCount'> & {
  parentId: number | null;
  isActive: boolean;
};

/**
 * The visible category tree in display order, each node counting the active products below it;
 * with `counts: false` every count is 0 (counting scans the products: tens of ms at 100,000).
 */
export async function loadCategoryTree(
  db: Db,
  {
    counts: withCounts = true,
    language = 'en',
  }: {
    counts?: boolean;
    /** the names and descriptions are in this language where the category has them */
    language?: Language;
  } = {},
): Promise<CategoryTree> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        nameHi: categories.nameHi,
        descriptionHi: categories.descriptionHi,
        imageId: categories.imageId,
        returnWindowDays: categories.returnWindowDays,
        parentId: categories.parentId,
        isActive: categories.isActive,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    withCounts
      ? db
          .select({ categoryId: products.categoryId, n: count() })
          .from(products)
          .where(eq(products.isActive, true))
          .groupBy(products.categoryId)
      : [],
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const localised = rows.map(({ nameHi, descriptionHi, ...r }) => ({
    ...r,
    name: inLanguage(language, r.name, nameHi),
    description: inLanguage(language, r.description, descriptionHi),
  }));
  return buildTree(localised, own);
}

function buildTree(rows: CategoryRow[], ownCounts: Map<number, number>): CategoryTree {
  const all = new Map<number, CategoryNode & { parentId: number | null; isActive: boolean }>();
  for (const r of rows) all.set(r.id, { ...r, parent: undefined, children: [], productCount: 0 });
  const tops: CategoryNode[] = [];
  for (const node of all.values()) {
    if (!node.isActive) continue;
    const parent = node.parentId === null ? undefined : all.get(node.parentId);
    if (node.parentId === null) tops.push(node);
    else if (parent?.isActive) {
      node.parent = parent;
      parent.children.push(node);
    }
  }
  const tree: CategoryTree = {
    tops,
    bySlug: new Map(),
    byId: new Map(),
    visibleIds: [],
    allVisible: false,
  };
  const visit = (node: CategoryNode): number => {
    tree.bySlug.set(node.slug, node);
    tree.byId.set(node.id, node);
    tree.visibleIds.push(node.id);
    node.productCount =
      (ownCounts.get(node.id) ?? 0) + node.children.reduce((sum, c) => sum + visit(c), 0);
    return node.productCount;
  };
  tops.forEach(visit);
  tree.allVisible = tree.visibleIds.length === rows.length;
  return tree;
}

/** The category and every category below it. */
export function withDescendants(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(withDescendants)];
}

/** The top-level category a node sits under (itself when it is one). */
export function topOf(node: CategoryNode): CategoryNode {
  return node.parent ? topOf(node.parent) : node;
}

/** Links from the top category down to this one, inclusive. */
export function breadcrumbsOf(node: CategoryNode): CategoryLink[] {
  const trail: CategoryLink[] = [];
  for (let n: CategoryNode | undefined = node; n; n = n.parent)
    trail.unshift({ Slug: n.slug, Name: n.name });
  return trail;
}

/** The card of a category as lists show it. */
export function toCategoryCard(node: CategoryNode): CategoryCard {
  return {
    CategoryId: node.id,
    Slug: node.slug,
    Name: node.name,
    Description: node.description,
    ImageId: node.imageId,
    ProductCount: node.productCount,
  };
}
