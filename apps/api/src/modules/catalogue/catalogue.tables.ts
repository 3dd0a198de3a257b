import { sql } from 'drizzle-orm';
import { bytea, tsvector } from '../../db/columns';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  numeric,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    description: text('description').notNull().default(''),
    /** Hindi name and description; null: the English ones are shown in Hindi too */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    /** the Hindi name's words in loose Latin letters, as search matches them (search-hinglish.ts) */
    nameHiWords: text('name_hi_words').notNull().default(''),
    imageId: text('image_id'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** days after delivery a line of this category may be returned; 0: not returnable */
    returnWindowDays: integer('return_window_days').notNull().default(7),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/**
 * A product. Simple products carry price and stock themselves; products with variants carry
 * the MRP and price of their cheapest active variant here (for listing and sorting) and the
 * real figures per row in product_variants.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    unitLabel: text('unit_label').notNull().default(''),
    /**
     * Hindi name, pack text and description, each optional: a Hindi reader gets each one there
     * is and the English one field by field where there is none (localised-text.ts).
     */
    nameHi: text('name_hi'),
    unitLabelHi: text('unit_label_hi'),
    descriptionHi: text('description_hi'),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** percent, two decimals (0.25 %); see GST_RATES for the slabs a product may take now */
    gstRate: numeric('gst_rate', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    hsnCode: text('hsn_code').notNull(),
    /** Stock of a simple product; products with variants keep stock per variant row. */
    stock: integer('stock').notNull().default(0),
    hasVariants: boolean('has_variants').notNull().default(false),
    /** its own low-stock level (each size's, if it has sizes); null: the store's (migration 0044) */
    lowStockLevel: integer('low_stock_level'),
    isActive: boolean('is_active').notNull().default(true),
    isDeal: boolean('is_deal').notNull().default(false),
    ratingAvg: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** sum of the visible reviews' stars: the average is kept exact by adding to count and sum */
    ratingSum: integer('rating_sum').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    /**
     * What search matches and ranks by, kept by PostgreSQL: the words of the name and brand
     * weighted A, those of search_text weighted B (see search-words.ts).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', lower(name || ' ' || brand)), 'A') || setweight(to_tsvector('simple', search_text), 'B')`,
    ),
    // What the Legal Metrology (Packaged Commodities) Rules ask an e-commerce listing to show
    // (net quantity and MRP are unit_label / the variant's label and mrp_paise above).
    /** the manufacturer's or packer's name, as on the pack ("Manufactured by" / "Packed by") */
    makerName: text('maker_name').notNull(),
    makerAddress: text('maker_address').notNull(),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /** best before, in days from manufacture; null: it does not expire (a pen, a steel tiffin) */
    shelfLifeDays: integer('shelf_life_days'),
    carePhone: text('care_phone').notNull(),
    careEmail: text('care_email').notNull(),
    /** the 14-digit FSSAI licence of a food's maker; null for what is not food */
    fssaiLicence: text('fssai_licence'),
    /** a simple product's SKU ('' or none given: KIR-S<id>, set by a trigger; migration 0038) */
    sku: text('sku')
      .notNull()
      .$defaultFn(() => ''),
    /** its EAN-13 barcode, check digit verified (packages/shared ean13.ts); optional */
    barcode: text('barcode'),
    /** archived: hidden like an inactive product, kept for old orders; null: not archived */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_sku_uq').on(t.sku),
    uniqueIndex('products_barcode_uq').on(t.barcode),
    index('products_category_idx').on(t.categoryId, t.isActive),
    // a category's best sellers in order (related products walk it and stop at 8)
    index('products_category_sold_idx').on(t.categoryId, t.soldCount.desc(), t.id),
    index('products_brand_idx').on(t.brand),
    // no index on the price alone: a listing sorted by price walked it through the whole
    // catalogue for a category's few (49 ms at 100,000 products; the category's rows sorted: 1-5)
    index('products_search_vector_idx').using('gin', t.searchVector),
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_price_pos', sql`${t.pricePaise} > 0 AND ${t.mrpPaise} >= ${t.pricePaise}`),
    check('products_gst_rate', sql`${t.gstRate} IN (0, 0.25, 3, 5, 12, 18, 28, 40)`),
    check('products_low_stock_level_range', sql`${t.lowStockLevel} BETWEEN 0 AND 100000`),
    check('products_shelf_life_pos', sql`${t.shelfLifeDays} > 0`),
    check('products_fssai_14', sql`${t.fssaiLicence} ~ '^[0-9]{14}$'`),
  ],
);

/**
 * Every word of the products' search vectors, ever: where a misspelt search word finds the words
 * it may mean (trigram index) before the products are matched by those words. Filled by a trigger
 * on products (migration 0009); a word no product has any more only costs a lookup.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * What search reads of each product, kept by a trigger on products (migration 0011): a narrow
 * copy (a tenth of a products row) so a broad word matching 16,000 products scans a few MB
 * instead of the 100 MB products heap to count, rank and take facets.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull(),
    pricePaise: integer('price_paise').notNull(),
    soldCount: integer('sold_count').notNull(),
    /** the product's search_vector, as it is */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.searchVector)],
);

/**
 * Every word of each product's search vector, with what search ranks and facets by, kept by a
 * trigger on products (migration 0015). Its one index holds every column, words in byte order,
 * so a search word's matches are one range of it read without the table (an index-only scan),
 * however scattered the products are: 16,000 matches in ~2 ms where the vector's GIN index
 * visits 4,000 table pages.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id').notNull(),
    /** the word is in the name or brand (the vector's weight A) */
    inName: boolean('in_name').notNull(),
    /** the word is in search_text (weight B: name, brand, unit, categories, extra words) */
    inText: boolean('in_text').notNull(),
    isActive: boolean('is_active').notNull(),
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull(),
    pricePaise: integer('price_paise').notNull(),
    soldCount: integer('sold_count').notNull(),
    /**
     * the word's part of the rank in the name and brand (search-rank.ts): 2 when a whole word
     * there, else its word similarity to them plus 0.5 when it starts a word there (0017)
     */
    nameScore: doublePrecision('name_score').notNull(),
  },
  (t) => [
    index('product_words_idx').on(
      t.word.op('text_pattern_ops'),
      t.productId,
      t.inName,
      t.inText,
      t.isActive,
      t.categoryId,
      t.brand,
      t.pricePaise,
      t.soldCount,
      t.nameScore,
    ),
  ],
);

/** A variant: one purchasable option row of a product (e.g. Weight "1 kg"). Its id's other names: shared/cart/variant-ids.ts. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    label: text('label').notNull(),
    sku: text('sku').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** this row's own pack picture (the 5 kg bag); null: the product's pictures show it */
    imageId: text('image_id').references(() => media.id),
    /** its EAN-13 barcode, check digit verified; optional */
    barcode: text('barcode'),
    /** archived: hidden like an inactive row, kept for old orders; null: not archived */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    uniqueIndex('product_variants_barcode_uq').on(t.barcode),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check(
      'product_variants_price_pos',
      sql`${t.pricePaise} > 0 AND ${t.mrpPaise} >= ${t.pricePaise}`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Image originals, kept in the database so every API process can serve them; resized WebP
 * renditions are made from them on request and cached.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of a sellable row's stock with its reason, written by a trigger on the stock
 * columns (migration 0038) from the reason its transaction set (stock-reason.ts).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_row_idx').on(t.productId, t.variantId, t.id)],
);

/**
 * An order whose stock its own commit takes: placement writes its id last, and a deferred
 * trigger (migration 0047, take_order_stock) takes the lines' stock at the commit and deletes
 * the row, so the table is always empty between transactions. With the store's low-stock level,
 * the trigger queues the check of the rows it leaves at or below their level (0048).
 */
export const stockTakes = pgTable('stock_takes', {
  orderId: integer('order_id').primaryKey(),
  storeLowLevel: integer('store_low_level'),
});
