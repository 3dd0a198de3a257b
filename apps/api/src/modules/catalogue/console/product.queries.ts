import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { type AdminProduct, type AdminProductPage, type AdminProductsQuery } from '@kirana/shared';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { getStaffAlertSettings } from '../../content';
import { categories, productImages, products, productVariants } from '../catalogue.tables';

// What the console reads of products: a page of rows with search and filters, and one whole product.

/** Stock of a row as the console shows it: a simple product's own, or the sum of its active options. */
const stockSql = sql<number>`(CASE WHEN ${products.hasVariants}
  THEN (SELECT coalesce(sum(v.stock), 0)::int FROM product_variants v
        WHERE v.product_id = ${products.id} AND v.is_active)
  ELSE ${products.stock} END)`;

/** The level a product's rows are low at: its own, else the store's threshold. */
const levelSql = (storeLevel: number) =>
  sql<number>`coalesce(${products.lowStockLevel}, ${storeLevel})`;

/** A simple product at or below its low-stock level, or one with an active option row so. */
const lowStockSql = (storeLevel: number) =>
  or(
    and(eq(products.hasVariants, false), sql`${products.stock} <= ${levelSql(storeLevel)}`),
    and(
      eq(products.hasVariants, true),
      exists(
        sql`(SELECT 1 FROM product_variants v WHERE v.product_id = ${products.id}
           AND v.is_active AND v.stock <= ${levelSql(storeLevel)})`,
      ),
    ),
  )!;

const primaryImageSql = sql<string | null>`(SELECT i.media_id FROM product_images i
  WHERE i.product_id = ${products.id} ORDER BY i.position, i.id LIMIT 1)`;

/** The category and every category below it (any depth), active or not. */
async function subtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const all = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const c of all) if (c.parentId === out[i] && !out.includes(c.id)) out.push(c.id);
  return out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminProducts(
  db: DbOrTx,
  q: AdminProductsQuery,
): Promise<AdminProductPage> {
  const where: (SQL | undefined)[] = [];
  const storeLevel = (await getStaffAlertSettings(db)).LowStockThreshold;
  const low = lowStockSql(storeLevel);
  if (q.search) {
    for (const word of q.search.split(/\s+/).filter(Boolean).slice(0, 6)) {
      const like = `%${escapeLike(word)}%`;
      const asId = /^\d{1,9}$/.test(word) ? eq(products.id, Number(word)) : undefined;
      where.push(
        or(
          ilike(products.name, like),
          ilike(products.brand, like),
          ilike(products.slug, like),
          asId,
        ),
      );
    }
  }
  if (q.categoryId) where.push(inArray(products.categoryId, await subtreeIds(db, q.categoryId)));
  if (q.active) where.push(eq(products.isActive, q.active === 'true'));
  if (q.lowStock === 'true') where.push(low);
  // archived products are out of the way unless asked for
  where.push(q.archived === 'true' ? isNotNull(products.archivedAt) : isNull(products.archivedAt));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        brand: products.brand,
        categoryId: products.categoryId,
        categoryName: categories.name,
        pricePaise: products.pricePaise,
        mrpPaise: products.mrpPaise,
        stock: stockSql,
        lowStock: sql<boolean>`${low}`,
        lowStockLevel: products.lowStockLevel,
        hasVariants: products.hasVariants,
        isActive: products.isActive,
        archivedAt: products.archivedAt,
        isDeal: products.isDeal,
        imageId: primaryImageSql,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(cond)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(products).where(cond),
  ]);
  return {
    Products: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Slug: r.slug,
      Brand: r.brand,
      CategoryId: r.categoryId,
      CategoryName: r.categoryName,
      Price: r.pricePaise,
      Mrp: r.mrpPaise,
      Stock: Number(r.stock),
      LowStock: Boolean(r.lowStock),
      LowStockLevel: r.lowStockLevel ?? storeLevel,
      OwnLowStockLevel: r.lowStockLevel !== null,
      HasVariants: r.hasVariants,
      IsActive: r.isActive,
      Archived: r.archivedAt !== null,
      IsDeal: r.isDeal,
      ImageId: r.imageId,
    })),
    TotalCount: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}

export async function adminProductImages(db: DbOrTx, productId: number) {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((i) => ({ Id: i.id, MediaId: i.mediaId, Alt: i.alt, Position: i.position }));
}

/** One product with its option rows and images, as the console's editor shows it. */
export async function adminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const images = await adminProductImages(db, id);
  return {
    Id: p.id,
    Name: p.name,
    Slug: p.slug,
    Brand: p.brand,
    CategoryId: p.categoryId,
    Description: p.description,
    Highlights: p.highlights,
    UnitLabel: p.unitLabel,
    NameHi: p.nameHi,
    UnitLabelHi: p.unitLabelHi,
    DescriptionHi: p.descriptionHi,
    Price: p.pricePaise,
    Mrp: p.mrpPaise,
    GstRate: p.gstRate,
    HsnCode: p.hsnCode,
    Stock: p.stock,
    LowStockLevel: p.lowStockLevel,
    StoreLowStockLevel: (await getStaffAlertSettings(db)).LowStockThreshold,
    HasVariants: p.hasVariants,
    IsActive: p.isActive,
    Archived: p.archivedAt !== null,
    Sku: p.sku,
    Barcode: p.barcode,
    IsDeal: p.isDeal,
    MakerName: p.makerName,
    MakerAddress: p.makerAddress,
    CountryOfOrigin: p.countryOfOrigin,
    ShelfLifeDays: p.shelfLifeDays,
    CarePhone: p.carePhone,
    CareEmail: p.careEmail,
    FssaiLicence: p.fssaiLicence,
    UpdatedAt: p.updatedAt.toISOString(),
    Variants: variants.map((v) => ({
      Id: v.id,
      GroupName: v.groupName,
      Label: v.label,
      Sku: v.sku,
      Barcode: v.barcode,
      Price: v.pricePaise,
      Mrp: v.mrpPaise,
      Stock: v.stock,
      IsActive: v.isActive,
      Archived: v.archivedAt !== null,
      Position: v.position,
    })),
    Images: images,
  };
}
