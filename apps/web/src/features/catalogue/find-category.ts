// A category by its slug in the category tree (the category page and its chips; not the shell).
import type { CategoryTreeNode } from '@kirana/shared';

/** The top category holding `slug` (itself or as a child), and the child when `slug` is one. */
export function findCategory(
  tree: readonly CategoryTreeNode[],
  slug: string,
): { top: CategoryTreeNode; sub: CategoryTreeNode['SubCategories'][number] | null } | null {
  for (const top of tree) {
    if (top.Slug === slug) return { top, sub: null };
    const sub = top.SubCategories.find((c) => c.Slug === slug);
    if (sub) return { top, sub };
  }
  return null;
}
