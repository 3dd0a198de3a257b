import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type {
  AdminProduct,
  ProductCreateInput,
  ProductUpdateBody,
  VariantCreateBody,
  VariantUpdateBody,
} from '@kirana/shared';
import type { DbOrTx, Tx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { categories, products, productVariants } from '../catalogue.tables';
import { buildSearchText } from '../search-text';
import { setStockReason, staffStockActor } from '../stock-reason';
import { fieldError, slugTaken, slugify } from './change';
import { adminProduct } from './product.queries';

// The console's changes to products and their option rows. Each runs in the caller's
// transaction with its audit entry; the figures a shopper pays are checked here (price above
// zero and never above MRP) as well as by the table's checks.

export interface UpdatedFigures {
  id: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  isActive: boolean;
  /** The row that changed (variantId null: a simple product) and whether it came back in stock. */
  productId: number;
  variantId: number | null;
  restocked: boolean;
}

type ProductRow = typeof products.$inferSelect;

const priceAboveMrp = () =>
  new AppError(400, 'PRICE_ABOVE_MRP', 'Price cannot be above MRP', undefined, [
    { Field: 'Mrp', Message: 'MRP cannot be below the price' },
  ]);

/** The console's stock changes in this transaction are recorded as its edit, with the typed reason. */
const consoleStockReason = (tx: Tx, actor: AuditActor, note: string | undefined) =>
  setStockReason(tx, { reason: 'console_edit', note: note ?? '', actor: staffStockActor(actor) });

/** Keeps a variant product's listing figures at its cheapest active row. */
async function refreshListingPrice(db: DbOrTx, productId: number): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET mrp_paise = v.mrp_paise, price_paise = v.price_paise, updated_at = now()
    FROM (SELECT mrp_paise, price_paise FROM product_variants
          WHERE product_id = ${productId} AND is_active ORDER BY price_paise, id LIMIT 1) v
    WHERE p.id = ${productId}`);
}

/**
 * The name of a product's own category, for the words it is found by. Not the names above it: a
 * top category names what its shelves hold between them ("Staples & Atta"), and its words on
 * every product made salt and sugar matches for "atta".
 */
async function categoryNames(tx: Tx, categoryId: number): Promise<string[]> {
  const [own] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!own) throw fieldError('CategoryId', 'no such category');
  return [own.name];
}

async function checkSlugFree(tx: Tx, slug: string, id?: number) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), id === undefined ? undefined : ne(products.id, id)));
  if (taken) throw slugTaken();
}

async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug));
    if (!taken) return slug;
  }
}

const newSku = (productId: number) =>
  `KIR-P${productId}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** A new product, simple or with option rows (then its listing figures are its cheapest row's). */
export async function createProduct(
  tx: Tx,
  actor: AuditActor,
  body: ProductCreateInput,
): Promise<AdminProduct> {
  await consoleStockReason(tx, actor, body.StockReason);
  const names = await categoryNames(tx, body.CategoryId);
  const slug = body.Slug ?? (await freeSlug(tx, body.Name));
  if (body.Slug) await checkSlugFree(tx, slug);
  const variants = body.Variants ?? [];
  const [row] = await tx
    .insert(products)
    .values({
      slug,
      name: body.Name,
      brand: body.Brand,
      categoryId: body.CategoryId,
      description: body.Description,
      highlights: body.Highlights,
      unitLabel: body.UnitLabel,
      nameHi: body.NameHi,
      unitLabelHi: body.UnitLabelHi,
      descriptionHi: body.DescriptionHi,
      pricePaise: body.Price,
      mrpPaise: body.Mrp,
      gstRate: body.GstRate,
      hsnCode: body.HsnCode,
      stock: variants.length ? 0 : body.Stock,
      lowStockLevel: body.LowStockLevel,
      hasVariants: variants.length > 0,
      isActive: body.IsActive,
      isDeal: body.IsDeal,
      searchText: buildSearchText({
        name: body.Name,
        brand: body.Brand,
        unitLabel: body.UnitLabel,
        categoryNames: names,
        hindi: [body.NameHi, body.UnitLabelHi],
      }),
      makerName: body.MakerName,
      makerAddress: body.MakerAddress,
      countryOfOrigin: body.CountryOfOrigin,
      shelfLifeDays: body.ShelfLifeDays,
      carePhone: body.CarePhone,
      careEmail: body.CareEmail,
      fssaiLicence: body.FssaiLicence,
    })
    .returning({ id: products.id });
  const id = row!.id;
  for (const [position, v] of variants.entries()) await insertVariant(tx, id, v, position);
  if (variants.length) await refreshListingPrice(tx, id);
  const after = await adminProduct(tx, id);
  await recordAudit(tx, actor, {
    action: 'product.create',
    entity: 'product',
    entityId: id,
    after,
  });
  return after;
}

async function insertVariant(tx: Tx, productId: number, v: VariantCreateBody, position: number) {
  const [row] = await tx
    .insert(productVariants)
    .values({
      productId,
      groupName: v.GroupName ?? 'Size',
      label: v.Label,
      sku: newSku(productId),
      pricePaise: v.Price,
      mrpPaise: v.Mrp,
      stock: v.Stock ?? 0,
      isActive: v.IsActive ?? true,
      position,
    })
    .returning();
  return row!;
}

/** The search words a product keeps when its name, brand, unit, category or Hindi name or pack
 *  text change: the new ones, and the extra words it was given (other names, misspellings). */
export async function searchTextAfter(
  tx: Tx,
  before: ProductRow,
  after: ProductRow,
): Promise<string> {
  const parts = (p: ProductRow, categoryNames: string[]) => ({
    name: p.name,
    brand: p.brand,
    unitLabel: p.unitLabel,
    categoryNames,
    hindi: [p.nameHi, p.unitLabelHi],
  });
  const oldWords = new Set(
    buildSearchText(parts(before, await categoryNames(tx, before.categoryId))).split(' '),
  );
  const extra = before.searchText.split(' ').filter((w) => w && !oldWords.has(w));
  return buildSearchText({
    ...parts(after, await categoryNames(tx, after.categoryId)),
    tags: extra,
  });
}

/** Changes any of a product's fields; price, MRP and stock only on a product without options. */
export async function updateProduct(
  tx: Tx,
  actor: AuditActor,
  id: number,
  body: ProductUpdateBody,
): Promise<UpdatedFigures> {
  await consoleStockReason(tx, actor, body.StockReason);
  const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const touchesFigures =
    body.Price !== undefined || body.Mrp !== undefined || body.Stock !== undefined;
  if (before.hasVariants && touchesFigures)
    throw badRequest(
      'This product has options: change price and stock on its option rows',
      'PRODUCT_HAS_OPTIONS',
    );
  const pricePaise = body.Price ?? before.pricePaise;
  const mrpPaise = body.Mrp ?? before.mrpPaise;
  if (pricePaise > mrpPaise) throw priceAboveMrp();
  if (body.Slug !== undefined) await checkSlugFree(tx, body.Slug, id);
  const next: ProductRow = {
    ...before,
    name: body.Name ?? before.name,
    slug: body.Slug ?? before.slug,
    brand: body.Brand ?? before.brand,
    categoryId: body.CategoryId ?? before.categoryId,
    description: body.Description ?? before.description,
    highlights: body.Highlights ?? before.highlights,
    unitLabel: body.UnitLabel ?? before.unitLabel,
    nameHi: body.NameHi === undefined ? before.nameHi : body.NameHi,
    unitLabelHi: body.UnitLabelHi === undefined ? before.unitLabelHi : body.UnitLabelHi,
    descriptionHi: body.DescriptionHi === undefined ? before.descriptionHi : body.DescriptionHi,
    pricePaise,
    mrpPaise,
    gstRate: body.GstRate ?? before.gstRate,
    hsnCode: body.HsnCode ?? before.hsnCode,
    stock: body.Stock ?? before.stock,
    lowStockLevel: body.LowStockLevel === undefined ? before.lowStockLevel : body.LowStockLevel,
    isActive: body.IsActive ?? before.isActive,
    isDeal: body.IsDeal ?? before.isDeal,
    makerName: body.MakerName ?? before.makerName,
    makerAddress: body.MakerAddress ?? before.makerAddress,
    countryOfOrigin: body.CountryOfOrigin ?? before.countryOfOrigin,
    shelfLifeDays: body.ShelfLifeDays === undefined ? before.shelfLifeDays : body.ShelfLifeDays,
    carePhone: body.CarePhone ?? before.carePhone,
    careEmail: body.CareEmail ?? before.careEmail,
    fssaiLicence: body.FssaiLicence === undefined ? before.fssaiLicence : body.FssaiLicence,
  };
  const wordsChange =
    next.name !== before.name ||
    next.brand !== before.brand ||
    next.unitLabel !== before.unitLabel ||
    next.nameHi !== before.nameHi ||
    next.unitLabelHi !== before.unitLabelHi ||
    next.categoryId !== before.categoryId;
  const searchText = wordsChange ? await searchTextAfter(tx, before, next) : before.searchText;
  const { id: _id, searchVector: _v, createdAt: _c, ...columns } = next;
  const [after] = await tx
    .update(products)
    .set({ ...columns, searchText, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'product.update',
    entity: 'product',
    entityId: id,
    before: auditView(before),
    after: auditView(after!),
  });
  return {
    id,
    pricePaise: after!.pricePaise,
    mrpPaise: after!.mrpPaise,
    stock: after!.stock,
    isActive: after!.isActive,
    productId: id,
    variantId: null,
    restocked: !before.hasVariants && before.stock === 0 && after!.stock > 0,
  };
}

/** A product row as the audit log keeps it (without the search vector, a derived copy). */
function auditView(p: ProductRow) {
  const { searchVector: _v, searchText: _t, ...rest } = p;
  return rest;
}

/** Adds an option row; a simple product becomes one with options (its own stock then unused). */
export async function addVariant(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  body: VariantCreateBody,
): Promise<AdminProduct> {
  await consoleStockReason(tx, actor, body.StockReason);
  const [p] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!p) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const [last] = await tx
    .select({ max: sql<number | null>`max(${productVariants.position})` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const row = await insertVariant(tx, productId, body, (last?.max ?? -1) + 1);
  if (!p.hasVariants)
    await tx
      .update(products)
      .set({ hasVariants: true, stock: 0, updatedAt: new Date() })
      .where(eq(products.id, productId));
  await refreshListingPrice(tx, productId);
  await recordAudit(tx, actor, {
    action: 'variant.create',
    entity: 'variant',
    entityId: row.id,
    after: row,
  });
  return adminProduct(tx, productId);
}

/** Changes one option row; the product's listing price follows its cheapest active row. */
export async function updateVariant(
  tx: Tx,
  actor: AuditActor,
  id: number,
  body: VariantUpdateBody,
): Promise<UpdatedFigures> {
  await consoleStockReason(tx, actor, body.StockReason);
  const [before] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, id))
    .for('update');
  if (!before) throw notFound('Option row', 'VARIANT_NOT_FOUND');
  const pricePaise = body.Price ?? before.pricePaise;
  const mrpPaise = body.Mrp ?? before.mrpPaise;
  if (pricePaise > mrpPaise) throw priceAboveMrp();
  const [after] = await tx
    .update(productVariants)
    .set({
      groupName: body.GroupName,
      label: body.Label,
      pricePaise,
      mrpPaise,
      stock: body.Stock,
      isActive: body.IsActive,
    })
    .where(eq(productVariants.id, id))
    .returning();
  await refreshListingPrice(tx, before.productId);
  await recordAudit(tx, actor, {
    action: 'variant.update',
    entity: 'variant',
    entityId: id,
    before,
    after,
  });
  return {
    id,
    pricePaise: after!.pricePaise,
    mrpPaise: after!.mrpPaise,
    stock: after!.stock,
    isActive: after!.isActive,
    productId: before.productId,
    variantId: id,
    restocked: before.stock === 0 && after!.stock > 0,
  };
}
