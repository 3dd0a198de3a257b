import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminShelf,
  BannerCreateBody,
  BannerUpdateBody,
  HomeShelf,
  ShelfCreateBody,
  ShelfUpdateBody,
  StoredHomeBanner,
} from '@kirana/shared';
import type { DbOrTx, Tx } from '../../../db/client';
import { categories, media, products } from '../../../db/tables';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { settings } from '../content.tables';
import { getAllHomeShelves } from '../home.service';
import { SETTING_SCHEMAS } from '../settings.service';

// The console's changes to the home page's banners and shelves. Each list is one settings row,
// read FOR UPDATE, changed and written back in the caller's transaction with its audit entry.

type ListKey = 'homeBanners' | 'homeShelves';
type Item<K extends ListKey> = K extends 'homeBanners' ? StoredHomeBanner : HomeShelf;
const ID_OF = { homeBanners: 'BannerId', homeShelves: 'ShelfId' } as const;
const ENTITY = { homeBanners: 'home-banner', homeShelves: 'home-shelf' } as const;

async function lockList<K extends ListKey>(tx: Tx, key: K): Promise<Item<K>[]> {
  await tx.insert(settings).values({ key, value: [] }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return SETTING_SCHEMAS[key].parse(row!.value) as Item<K>[];
}

async function writeList<K extends ListKey>(tx: Tx, key: K, items: Item<K>[]): Promise<void> {
  const value = SETTING_SCHEMAS[key].parse(items);
  await tx
    .update(settings)
    .set({ value, updatedAt: sql`now()` })
    .where(eq(settings.key, key));
}

const idOf = <K extends ListKey>(key: K, item: Item<K>): string =>
  (item as Record<string, unknown>)[ID_OF[key]] as string;

/** A readable id: the title's words and a random tail. */
const newId = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'item'
  }-${randomBytes(3).toString('hex')}`;

const notInList = (key: ListKey) =>
  notFound(key === 'homeBanners' ? 'Banner' : 'Shelf', 'HOME_ITEM_NOT_FOUND');

async function addItem<K extends ListKey>(tx: Tx, actor: AuditActor, key: K, item: Item<K>) {
  const list = await lockList(tx, key);
  await writeList(tx, key, [...list, item]);
  await recordAudit(tx, actor, {
    action: `${ENTITY[key]}.create`,
    entity: ENTITY[key],
    entityId: idOf(key, item),
    after: item,
  });
  return item;
}

async function changeItem<K extends ListKey>(
  tx: Tx,
  actor: AuditActor,
  key: K,
  id: string,
  change: (before: Item<K>) => Item<K>,
) {
  const list = await lockList(tx, key);
  const at = list.findIndex((it) => idOf(key, it) === id);
  if (at < 0) throw notInList(key);
  const before = list[at]!;
  const after = change(before);
  await writeList(tx, key, list.with(at, after));
  await recordAudit(tx, actor, {
    action: `${ENTITY[key]}.update`,
    entity: ENTITY[key],
    entityId: id,
    before,
    after,
  });
  return after;
}

async function removeItem(tx: Tx, actor: AuditActor, key: ListKey, id: string) {
  const list = await lockList(tx, key);
  const before = list.find((it) => idOf(key, it) === id);
  if (!before) throw notInList(key);
  await writeList(
    tx,
    key,
    list.filter((it) => it !== before),
  );
  await recordAudit(tx, actor, {
    action: `${ENTITY[key]}.delete`,
    entity: ENTITY[key],
    entityId: id,
    before,
  });
}

/** Puts the list in the order of `ids`, which must name each of its items once. */
async function orderItems<K extends ListKey>(tx: Tx, actor: AuditActor, key: K, ids: string[]) {
  const list = await lockList(tx, key);
  const byId = new Map(list.map((it) => [idOf(key, it), it]));
  if (
    ids.length !== list.length ||
    new Set(ids).size !== ids.length ||
    ids.some((i) => !byId.has(i))
  )
    throw new AppError(400, 'ORDER_MISMATCH', 'Name every item of the list once', undefined, [
      { Field: 'Ids', Message: `must be the ${list.length} ids of the list, each once` },
    ]);
  const after = ids.map((i) => byId.get(i)!);
  await writeList(tx, key, after);
  await recordAudit(tx, actor, {
    action: `${ENTITY[key]}.reorder`,
    entity: ENTITY[key],
    entityId: 'all',
    before: list.map((it) => idOf(key, it)),
    after: ids,
  });
  return after;
}

/** Every banner the console keeps (inactive ones too), in order. */
export async function listBanners(db: DbOrTx): Promise<StoredHomeBanner[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'homeBanners'));
  return row ? SETTING_SCHEMAS.homeBanners.parse(row.value) : [];
}

/** The shelves with the names of the products they name: one query for every shelf. */
async function withProductNames(db: DbOrTx, shelves: HomeShelf[]): Promise<AdminShelf[]> {
  const ids = [...new Set(shelves.flatMap((s) => s.ProductIds))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return shelves.map((s) => ({
    ...s,
    Products: s.ProductIds.flatMap((id) =>
      names.has(id) ? [{ Id: id, Name: names.get(id)! }] : [],
    ),
  }));
}

/** Every shelf the console keeps (inactive ones too), in order, with its products' names. */
export async function listShelves(db: DbOrTx): Promise<AdminShelf[]> {
  return withProductNames(db, await getAllHomeShelves(db));
}

const fieldError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid ${field}`, message, [
    { Field: field, Message: message },
  ]);

/** The image a banner shows must be one the store keeps. */
async function checkMedia(tx: Tx, mediaId: string | undefined) {
  if (mediaId === undefined) return;
  const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!row) throw fieldError('MediaId', 'no such image: upload it first (POST /admin/media)');
}

/** What a shelf shows must exist: each product named, or the category. */
async function checkShelfSource(tx: Tx, s: HomeShelf) {
  if (s.Kind === 'category') {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, s.CategoryId!));
    if (!row) throw fieldError('CategoryId', 'no such category');
    return;
  }
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, s.ProductIds));
  const known = new Set(found.map((r) => r.id));
  const missing = s.ProductIds.filter((id) => !known.has(id));
  if (missing.length) throw fieldError('ProductIds', `no such products: ${missing.join(', ')}`);
}

export const createBanner = async (tx: Tx, actor: AuditActor, body: BannerCreateBody) => {
  await checkMedia(tx, body.MediaId);
  return addItem(tx, actor, 'homeBanners', {
    BannerId: newId(body.Title),
    Title: body.Title,
    Subtitle: body.Subtitle ?? '',
    MediaId: body.MediaId,
    LinkUrl: body.LinkUrl,
    IsActive: body.IsActive ?? true,
  });
};
export const updateBanner = async (
  tx: Tx,
  actor: AuditActor,
  id: string,
  body: BannerUpdateBody,
) => {
  await checkMedia(tx, body.MediaId);
  return changeItem(tx, actor, 'homeBanners', id, (b) => ({ ...b, ...body }));
};
export const deleteBanner = (tx: Tx, actor: AuditActor, id: string) =>
  removeItem(tx, actor, 'homeBanners', id);
export const orderBanners = (tx: Tx, actor: AuditActor, ids: string[]) =>
  orderItems(tx, actor, 'homeBanners', ids);

/** A shelf keeps only what its kind uses: named products, or a category. */
function shelfOf(s: HomeShelf): HomeShelf {
  if (s.Kind === 'products' && !s.ProductIds.length)
    throw new AppError(400, 'VALIDATION_FAILED', 'Name at least one product', undefined, [
      { Field: 'ProductIds', Message: 'name at least one product' },
    ]);
  if (s.Kind === 'category' && !s.CategoryId)
    throw new AppError(400, 'VALIDATION_FAILED', 'Name the category', undefined, [
      { Field: 'CategoryId', Message: 'name the category' },
    ]);
  return s.Kind === 'products' ? { ...s, CategoryId: null } : { ...s, ProductIds: [] };
}

export async function createShelf(tx: Tx, actor: AuditActor, body: ShelfCreateBody) {
  const shelf = shelfOf({
    ShelfId: newId(body.Title),
    Title: body.Title,
    Kind: body.Kind,
    ProductIds: body.ProductIds ?? [],
    CategoryId: body.CategoryId ?? null,
    IsActive: body.IsActive ?? true,
  });
  await checkShelfSource(tx, shelf);
  return addItem(tx, actor, 'homeShelves', shelf);
}
export async function updateShelf(tx: Tx, actor: AuditActor, id: string, body: ShelfUpdateBody) {
  const after = await changeItem(tx, actor, 'homeShelves', id, (s) => shelfOf({ ...s, ...body }));
  await checkShelfSource(tx, after);
  return after;
}
export const deleteShelf = (tx: Tx, actor: AuditActor, id: string) =>
  removeItem(tx, actor, 'homeShelves', id);
export const orderShelves = async (tx: Tx, actor: AuditActor, ids: string[]) =>
  withProductNames(tx, await orderItems(tx, actor, 'homeShelves', ids));
