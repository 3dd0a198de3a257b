import type { CouponCategory } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/tables';
import { AppError } from '../../lib/errors';

// A coupon limited to categories: which ids an owner may choose, the label shoppers read, and
// the ids the coupon rules match (a category covers those below it, as its page does).

interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  isActive: boolean;
}

/** Every category by id, with each one's children. */
export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  childrenOf: Map<number, number[]>;
}

/** Every category (a few hundred rows at most: one small read). */
export async function loadCategoryIndex(db: DbOrTx): Promise<CategoryIndex> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      isActive: categories.isActive,
    })
    .from(categories);
  const index: CategoryIndex = { byId: new Map(), childrenOf: new Map() };
  for (const r of rows) {
    index.byId.set(r.id, r);
    if (r.parentId !== null)
      index.childrenOf.set(r.parentId, [...(index.childrenOf.get(r.parentId) ?? []), r.id]);
  }
  return index;
}

/** The categories above one, nearest first (a loop in the data ends the walk). */
function ancestors(index: CategoryIndex, id: number): CategoryRow[] {
  const out: CategoryRow[] = [];
  const seen = new Set([id]);
  for (let p = index.byId.get(id)?.parentId ?? null; p !== null && !seen.has(p);) {
    seen.add(p);
    const row = index.byId.get(p);
    if (!row) break;
    out.push(row);
    p = row.parentId;
  }
  return out;
}

/** True when shoppers can see the category: it and every category above it are active. */
function isVisible(index: CategoryIndex, id: number): boolean {
  const row = index.byId.get(id);
  return !!row && row.isActive && ancestors(index, id).every((a) => a.isActive);
}

/**
 * The ids an owner chose, checked and tidied: every one must be a category shoppers can see
 * (else 400 naming body.CategoryIds), and one under another chosen one is dropped (covered).
 */
export function chosenCategoryIds(index: CategoryIndex, ids: readonly number[]): number[] {
  const unknown = ids.filter((id) => !index.byId.has(id));
  const hidden = ids.filter((id) => index.byId.has(id) && !isVisible(index, id));
  const problems = [
    ...(unknown.length ? [`no category has the id ${unknown.join(', ')}`] : []),
    ...hidden.map((id) => `${index.byId.get(id)!.name} (${id}) is hidden from shoppers`),
  ];
  if (problems.length) {
    const detail = problems.join('; ');
    throw new AppError(400, 'VALIDATION_FAILED', `Invalid body.CategoryIds: ${detail}`, detail, [
      { Field: 'body.CategoryIds', Message: detail },
    ]);
  }
  const chosen = new Set(ids);
  return ids.filter((id) => !ancestors(index, id).some((a) => chosen.has(a.id)));
}

const listFormat = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** What shoppers are told a coupon covers: 'Snacks & Namkeen and Tea & Coffee'; null = all. */
export function scopeLabelOf(index: CategoryIndex, ids: readonly number[]): string | null {
  const names = ids.flatMap((id) => index.byId.get(id)?.name ?? []);
  return names.length ? listFormat.format(names) : null;
}

/** The chosen categories and every one below them: the ids the coupon rules match lines on. */
export function withSubcategories(index: CategoryIndex, ids: readonly number[]): number[] {
  const out = new Set<number>();
  const visit = (id: number) => {
    if (out.has(id)) return;
    out.add(id);
    for (const child of index.childrenOf.get(id) ?? []) visit(child);
  };
  ids.forEach(visit);
  return [...out];
}

/** The chosen categories that still exist, named for the console. */
export function namedCategories(index: CategoryIndex, ids: readonly number[]): CouponCategory[] {
  return ids.flatMap((id) => {
    const row = index.byId.get(id);
    return row ? [{ Id: id, Name: row.name, IsVisible: isVisible(index, id) }] : [];
  });
}
