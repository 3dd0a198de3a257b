import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { getSetting } from '../../content';
import { recordAudit, type AuditActor } from '../../staff';
import { categories, products, productVariants } from '../catalogue.tables';
import { slugify } from '../console/change';
import { buildSearchText } from '../search-text';
import type { NewPlan, NewProduct, NewRow, NewSizes } from './catalogue-import-new';

// Writing the new rows an import makes, in its transaction (the stock reason already set, so
// each new row's stock is in the stock history as the import's). A new product's maker and
// customer-care facts are the store's own (Settings → store details) until edited.

/** A slug no product has: the name's, then -2, -3… (the unique index has the last word). */
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

/** A write whose row had changed under it (the guard found another value): nothing is kept. */
export const catalogueMoved = () =>
  new AppError(409, 'CATALOGUE_CHANGED', { messageId: 'console.csv.changed' });

/**
 * A simple product's own row becomes its first size, as the editor's first option makes a product
 * one with options (its own stock then unused, 0): its SKU, barcode, price, MRP, stock and shown
 * flag (as the file's line left them) move to an option row with the line's label. The product
 * keeps its id and SKU, so its orders and stock history stay its own.
 */
async function makeFirstSize(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  first: NonNullable<NewSizes['first']>,
) {
  const [p] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hasVariants, false)))
    .for('update');
  // the editor gave it options after the check
  if (!p) throw catalogueMoved();
  await tx
    .update(products)
    .set({ hasVariants: true, stock: 0, barcode: null, updatedAt: new Date() })
    .where(eq(products.id, productId));
  const [row] = await tx
    .insert(productVariants)
    .values({
      productId,
      groupName: 'Size',
      label: first.option,
      sku: p.sku,
      pricePaise: p.pricePaise,
      mrpPaise: p.mrpPaise,
      stock: p.stock,
      isActive: p.isActive,
      barcode: p.barcode,
      position: 0,
    })
    .returning();
  const own = (HasVariants: boolean, Stock: number, Barcode: string | null) => ({
    HasVariants,
    Stock,
    Barcode,
  });
  await recordAudit(tx, actor, {
    action: 'product.import',
    entity: 'product',
    entityId: productId,
    before: own(false, p.stock, p.barcode),
    after: own(true, 0, null),
  });
  await recordAudit(tx, actor, {
    action: 'variant.create',
    entity: 'variant',
    entityId: row!.id,
    after: row,
  });
}

async function insertSizes(tx: Tx, actor: AuditActor, productId: number, rows: NewRow[]) {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${productVariants.position})` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  let position = Number(last?.max ?? -1);
  for (const r of rows) {
    const [row] = await tx
      .insert(productVariants)
      .values({
        productId,
        groupName: 'Size',
        label: r.option,
        sku: r.sku,
        pricePaise: r.price,
        mrpPaise: r.mrp,
        stock: r.stock,
        isActive: r.active,
        barcode: r.barcode,
        position: ++position,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'variant.create',
      entity: 'variant',
      entityId: row!.id,
      after: row,
    });
  }
}

async function insertProduct(
  tx: Tx,
  actor: AuditActor,
  p: NewProduct,
  store: { LegalName: string; StoreAddress: string; SupportPhone: string; SupportEmail: string },
): Promise<number> {
  const [category] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, p.categoryId));
  const simple = p.rows.length === 1 && p.rows[0]!.option === '' ? p.rows[0]! : null;
  // a product with options lists at its cheapest active row (refreshed after its rows are in)
  const [listed] = [...p.rows].sort((a, b) => a.price - b.price);
  const [row] = await tx
    .insert(products)
    .values({
      slug: await freeSlug(tx, p.name),
      name: p.name,
      brand: p.brand,
      categoryId: p.categoryId,
      nameHi: p.nameHi,
      unitLabelHi: p.packHi,
      descriptionHi: p.descriptionHi,
      lowStockLevel: p.lowStockLevel,
      pricePaise: listed!.price,
      mrpPaise: listed!.mrp,
      gstRate: p.gstRate,
      hsnCode: p.hsn,
      stock: simple?.stock ?? 0,
      hasVariants: !simple,
      isActive: simple ? simple.active : p.rows.some((r) => r.active),
      // '' lets the table's trigger give a product with options its own KIR-S<id>
      sku: simple?.sku ?? '',
      barcode: simple?.barcode ?? null,
      searchText: buildSearchText({
        name: p.name,
        brand: p.brand,
        unitLabel: '',
        categoryNames: category ? [category.name] : [],
        hindi: [p.nameHi, p.packHi],
      }),
      makerName: store.LegalName,
      makerAddress: store.StoreAddress,
      carePhone: store.SupportPhone,
      careEmail: store.SupportEmail,
    })
    .returning();
  const { searchVector: _v, searchText: _t, ...after } = row!;
  await recordAudit(tx, actor, {
    action: 'product.create',
    entity: 'product',
    entityId: row!.id,
    after,
  });
  if (!simple) await insertSizes(tx, actor, row!.id, p.rows);
  return row!.id;
}

/**
 * Inserts the plan's new products and sizes; answers the products whose listing price must
 * follow their option rows (every product given new sizes, and each new one with options).
 */
export async function insertNewRows(tx: Tx, actor: AuditActor, plan: NewPlan): Promise<number[]> {
  const withOptions: number[] = [];
  for (const s of plan.sizes) {
    if (s.first) await makeFirstSize(tx, actor, s.productId, s.first);
    await insertSizes(tx, actor, s.productId, s.rows);
    withOptions.push(s.productId);
  }
  if (plan.products.length) {
    const store = await getSetting(tx, 'storeConfigs');
    for (const p of plan.products) {
      const id = await insertProduct(tx, actor, p, store);
      if (p.rows.length > 1 || p.rows[0]!.option !== '') withOptions.push(id);
    }
  }
  return withOptions;
}
