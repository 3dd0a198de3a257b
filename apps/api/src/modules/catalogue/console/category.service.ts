import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  AdminCategories,
  AdminCategory,
  CategoryCreateInput,
  CategoryMoveBody,
  CategoryUpdateBody,
} from '@kirana/shared';
import { readTogether, type DbOrTx, type Tx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { categories, media, products } from '../catalogue.tables';
import { hindiNameWords } from '../search-hinglish';
import { fieldError, slugTaken, slugify } from './change';

// The console's category tree: every category, inactive ones too, depth first in display order.

type CategoryRow = typeof categories.$inferSelect;

const toAdmin = (r: CategoryRow, depth: number, productCount: number): AdminCategory => ({
  Id: r.id,
  Name: r.name,
  Slug: r.slug,
  ParentId: r.parentId,
  Depth: depth,
  Description: r.description,
  NameHi: r.nameHi,
  DescriptionHi: r.descriptionHi,
  ImageId: r.imageId,
  IsActive: r.isActive,
  Position: r.position,
  ReturnWindowDays: r.returnWindowDays,
  ProductCount: productCount,
});

/** Every category depth first: each right after its parent, siblings by position. */
export async function listAdminCategories(db: DbOrTx): Promise<AdminCategories> {
  const [rows, counts] = await readTogether(db, [
    () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    () =>
      db
        .select({ id: products.categoryId, n: count() })
        .from(products)
        .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const known = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    // a category whose parent is gone is shown at the top, so it can be fixed
    const parent = r.parentId !== null && known.has(r.parentId) ? r.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), r]);
  }
  const out: AdminCategory[] = [];
  const visit = (r: CategoryRow, depth: number) => {
    out.push(toAdmin(r, depth, own.get(r.id) ?? 0));
    for (const c of childrenOf.get(r.id) ?? []) visit(c, depth + 1);
  };
  for (const top of childrenOf.get(null) ?? []) visit(top, 0);
  return { Categories: out };
}

async function lockCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound('Category', 'CATEGORY_NOT_FOUND');
  return row;
}

export async function adminCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db)).Categories.find((c) => c.Id === id);
  if (!found) throw notFound('Category', 'CATEGORY_NOT_FOUND');
  return found;
}

async function checkSlugFree(tx: Tx, slug: string, id?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), id === undefined ? undefined : ne(categories.id, id)));
  if (taken) throw slugTaken();
}

/** A parent must exist and must not be the category itself or one below it. */
async function checkParent(tx: Tx, parentId: number | null, id?: number) {
  if (parentId === null) return;
  const all = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  if (!parentOf.has(parentId)) throw fieldError('ParentId', 'no such category');
  for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
    if (at === id) throw fieldError('ParentId', 'cannot sit under itself or a category below it');
  }
}

async function checkImage(tx: Tx, imageId: string | null | undefined) {
  if (!imageId) return;
  const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, imageId));
  if (!row) throw fieldError('ImageId', 'no such image: upload it first');
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** A slug from the name that no category has yet. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug));
    if (!taken) return slug;
  }
}

export async function createCategory(
  tx: Tx,
  actor: AuditActor,
  body: CategoryCreateInput,
): Promise<AdminCategory> {
  const slug = body.Slug ?? (await freeSlug(tx, body.Name));
  if (body.Slug) await checkSlugFree(tx, slug);
  await checkParent(tx, body.ParentId);
  await checkImage(tx, body.ImageId);
  const [last] = await tx
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(siblingsOf(body.ParentId));
  const [row] = await tx
    .insert(categories)
    .values({
      slug,
      name: body.Name,
      parentId: body.ParentId,
      description: body.Description,
      nameHi: body.NameHi,
      nameHiWords: hindiNameWords(body.NameHi),
      descriptionHi: body.DescriptionHi,
      imageId: body.ImageId,
      isActive: body.IsActive,
      position: body.Position ?? (last?.max ?? -1) + 1,
      returnWindowDays: body.ReturnWindowDays,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'category.create',
    entity: 'category',
    entityId: row!.id,
    after: row,
  });
  return adminCategory(tx, row!.id);
}

/** Changes a category; deactivating one hides it and everything below it from shoppers. */
export async function updateCategory(
  tx: Tx,
  actor: AuditActor,
  id: number,
  body: CategoryUpdateBody,
): Promise<AdminCategory> {
  const before = await lockCategory(tx, id);
  if (body.Slug !== undefined) await checkSlugFree(tx, body.Slug, id);
  if (body.ParentId !== undefined) await checkParent(tx, body.ParentId, id);
  await checkImage(tx, body.ImageId);
  const [after] = await tx
    .update(categories)
    .set({
      name: body.Name,
      slug: body.Slug,
      parentId: body.ParentId,
      description: body.Description,
      nameHi: body.NameHi,
      nameHiWords: body.NameHi === undefined ? undefined : hindiNameWords(body.NameHi),
      descriptionHi: body.DescriptionHi,
      imageId: body.ImageId,
      isActive: body.IsActive,
      position: body.Position,
      returnWindowDays: body.ReturnWindowDays,
    })
    .where(eq(categories.id, id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'category.update',
    entity: 'category',
    entityId: id,
    before,
    after,
  });
  return adminCategory(tx, id);
}

/** Moves a category one place up or down among its siblings (their positions become 0, 1, 2…). */
export async function moveCategory(
  tx: Tx,
  actor: AuditActor,
  id: number,
  body: CategoryMoveBody,
): Promise<AdminCategories> {
  const row = await lockCategory(tx, id);
  const siblings = await tx
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(siblingsOf(row.parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
  const at = siblings.findIndex((s) => s.id === id);
  const to = body.Direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= siblings.length)
    throw new AppError(
      400,
      'CANNOT_MOVE',
      `It is already the ${body.Direction === 'up' ? 'first' : 'last'}`,
    );
  const order = siblings.map((s) => s.id);
  [order[at], order[to]] = [order[to]!, order[at]!];
  for (const [position, sid] of order.entries())
    await tx.update(categories).set({ position }).where(eq(categories.id, sid));
  await recordAudit(tx, actor, {
    action: 'category.move',
    entity: 'category',
    entityId: id,
    before: { Order: siblings.map((s) => s.id) },
    after: { Order: order },
  });
  return listAdminCategories(tx);
}

/**
 * Deletes a category no product and no category points at; one in use is refused (409) with
 * the advice to deactivate it instead.
 */
export async function deleteCategory(tx: Tx, actor: AuditActor, id: number): Promise<void> {
  const before = await lockCategory(tx, id);
  const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const [children] = await tx
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.parentId, id));
  if (Number(used?.n) > 0 || Number(children?.n) > 0)
    throw new AppError(
      409,
      'CATEGORY_IN_USE',
      'Products or categories are filed under it: deactivate it instead',
    );
  await tx.delete(categories).where(eq(categories.id, id));
  await recordAudit(tx, actor, {
    action: 'category.delete',
    entity: 'category',
    entityId: id,
    before,
  });
}

/** Sets (or with null clears) a category's picture. */
export const setCategoryImage = (tx: Tx, actor: AuditActor, id: number, mediaId: string | null) =>
  updateCategory(tx, actor, id, { ImageId: mediaId });
