import { sql } from 'drizzle-orm';
import { GST_RATES, paiseToRupees } from '@kirana/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import type { ServerTranslate } from '../../../lib/i18n/server-messages';
import type { CatalogueCsvRowFigures } from '@kirana/shared';
import type { ImportLine } from './catalogue-import-file';

// The lines of an import that make new rows: a line whose SKU no row has is a new option row
// (size) of the product its ProductId names, or, without a ProductId, a row of a new product.
// Lines of one new product share its Name, Brand and Category; each then gives its Option.
// A simple product given a size becomes one with options, as the editor's first option makes it:
// its own row becomes its first size, labelled by the Option on its own line in the same file.
// Checked here as an existing row's change is (paise, price at most MRP, GST slab, EAN-13), and
// written by catalogue-import-insert.ts in the import's one transaction.

/** A new sellable row: a new product's own (a simple one), or an option row. */
export interface NewRow {
  line: number;
  sku: string;
  /** '' on a simple product */
  option: string;
  price: number;
  mrp: number;
  stock: number;
  active: boolean;
  barcode: string | null;
}

/** A new product and its rows (one row without an option: a simple product). */
export interface NewProduct {
  line: number;
  name: string;
  brand: string;
  categoryId: number;
  gstRate: number;
  hsn: string;
  nameHi: string | null;
  packHi: string | null;
  descriptionHi: string | null;
  /** its own low-stock level; null: the store's */
  lowStockLevel: number | null;
  rows: NewRow[];
}

/** New option rows of a product (that has options already, or gets them with `first`). */
export interface NewSizes {
  productId: number;
  name: string;
  rows: NewRow[];
  /** a simple product's own row, made its first size with this label by its line */
  first?: { line: number; option: string };
}

export interface NewPlan {
  products: NewProduct[];
  sizes: NewSizes[];
}

/** What belongs to the product, not to one option row: the same on every line of the product. */
export const PRODUCT_FACTS = [
  'GstRate',
  'Hsn',
  'NameHi',
  'PackHi',
  'DescriptionHi',
  'LowStockLevel',
] as const;
export type ProductFact = (typeof PRODUCT_FACTS)[number];
/** The facts a new size of an existing product must give as the product has them. */
const SIZE_FACTS = PRODUCT_FACTS.filter((f) => f !== 'LowStockLevel');

type LineError = (line: number, field: string, message: string) => void;

/** Whether a product id's row exists, has options, and the labels it has. */
interface ProductOptions {
  name: string;
  /** its own SKU: a simple product's row's */
  sku: string;
  hasVariants: boolean;
  labels: Set<string>;
  /** the product's own facts, which a new size takes as they are */
  facts: Pick<CatalogueCsvRowFigures, ProductFact>;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const noControl = (s: string) => !/\p{Cc}/u.test(s);
const optionFits = (option: string) => option.length <= 60 && noControl(option);
const inList = (ids: (number | string)[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function productOptions(db: DbOrTx, ids: number[]): Promise<Map<number, ProductOptions>> {
  const found = new Map<number, ProductOptions>();
  if (!ids.length) return found;
  const rows = await queryRows<{
    id: number;
    name: string;
    sku: string;
    has_variants: boolean;
    label: string | null;
    gst_rate: number | string;
    hsn_code: string;
    name_hi: string | null;
    unit_label_hi: string | null;
    description_hi: string | null;
    low_stock_level: number | null;
  }>(
    db,
    sql`SELECT p.id, p.name, p.sku, p.has_variants, v.label, p.gst_rate, p.hsn_code, p.name_hi,
          p.unit_label_hi, p.description_hi, p.low_stock_level
        FROM products p
        LEFT JOIN product_variants v ON v.product_id = p.id AND v.archived_at IS NULL
        WHERE p.id IN (${inList(ids)}) AND p.archived_at IS NULL`,
  );
  for (const r of rows) {
    const p = found.get(Number(r.id)) ?? {
      name: r.name,
      sku: r.sku,
      hasVariants: r.has_variants,
      labels: new Set<string>(),
      facts: {
        // numeric comes back as text from PostgreSQL, as a number from PGlite
        GstRate: Number(r.gst_rate),
        Hsn: r.hsn_code,
        NameHi: r.name_hi,
        PackHi: r.unit_label_hi,
        DescriptionHi: r.description_hi,
        LowStockLevel: r.low_stock_level === null ? null : Number(r.low_stock_level),
      },
    };
    if (r.label !== null) p.labels.add(fold(r.label));
    found.set(Number(r.id), p);
  }
  return found;
}

/** Every category by its slug and by its name (folded), for a Category cell. */
async function categoriesByKey(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; slug: string; name: string }>(
    db,
    sql`SELECT id, slug, name FROM categories ORDER BY id`,
  );
  const byKey = new Map<string, number>();
  for (const r of rows) if (!byKey.has(fold(r.name))) byKey.set(fold(r.name), Number(r.id));
  for (const r of rows) byKey.set(fold(r.slug), Number(r.id));
  return byKey;
}

/** SKUs some row already has that no line may take (a product with options keeps its own). */
async function takenSkus(db: DbOrTx, skus: string[]): Promise<Set<string>> {
  if (!skus.length) return new Set();
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`SELECT sku FROM products WHERE sku IN (${inList(skus)})
        UNION SELECT sku FROM product_variants WHERE sku IN (${inList(skus)})`,
  );
  return new Set(rows.map((r) => r.sku));
}

/** A new row's own figures from its line; null when one is missing or wrong (said by line). */
function newRow(l: ImportLine, t: ServerTranslate, error: LineError): NewRow | null {
  const before = { n: 0 };
  const fail = (field: string, message: string) => {
    before.n++;
    error(l.line, field, message);
  };
  const { Price, Mrp, Stock, IsActive, Barcode } = l.given;
  if (Price === undefined) fail('Price', t('console.csv.new.missing', { column: 'Price' }));
  if (Mrp === undefined) fail('Mrp', t('console.csv.new.missing', { column: 'Mrp' }));
  if (Price !== undefined && Mrp !== undefined && Price > Mrp) {
    fail(
      'Price',
      t('console.csv.new.price_above_mrp', {
        price: `₹${paiseToRupees(Price)}`,
        mrp: `₹${paiseToRupees(Mrp)}`,
      }),
    );
  }
  // a new row has no stock to change: StockExported blank, or the same as Stock (an export's
  // line copied), so importing the file again changes nothing
  if (l.stockExported !== null && l.stockExported !== (Stock ?? 0))
    fail('StockExported', t('console.csv.new.stock_exported'));
  const option = l.text.Option ?? '';
  if (!optionFits(option)) fail('Option', t('console.csv.new.text_length', { min: 1, max: 60 }));
  if (before.n) return null;
  return {
    line: l.line,
    sku: l.sku!,
    option,
    price: Price!,
    mrp: Mrp!,
    stock: Stock ?? 0,
    active: IsActive ?? true,
    barcode: Barcode ?? null,
  };
}

/** A new product's own facts from its first line; null when one is missing or wrong. */
function newProductOf(
  l: ImportLine,
  categories: Map<string, number>,
  t: ServerTranslate,
  error: LineError,
): Omit<NewProduct, 'rows'> | null {
  let bad = false;
  const fail = (field: string, message: string) => {
    bad = true;
    error(l.line, field, message);
  };
  const name = l.text.Name ?? '';
  if (name.length < 2 || name.length > 160 || !noControl(name))
    fail('Name', t('console.csv.new.text_length', { min: 2, max: 160 }));
  const brand = l.text.Brand ?? '';
  if (brand.length < 1 || brand.length > 80 || !noControl(brand))
    fail('Brand', t('console.csv.new.text_length', { min: 1, max: 80 }));
  const categoryId = l.text.Category ? categories.get(fold(l.text.Category)) : undefined;
  if (!l.text.Category) fail('Category', t('console.csv.new.missing', { column: 'Category' }));
  else if (categoryId === undefined)
    fail('Category', t('console.csv.new.category_unknown', { category: l.text.Category }));
  const { GstRate, Hsn } = l.given;
  if (GstRate === undefined) fail('GstRate', t('console.csv.new.missing', { column: 'GstRate' }));
  else if (!(GST_RATES as readonly number[]).includes(GstRate))
    fail('GstRate', t('console.csv.old_rate', { rate: GstRate }));
  if (Hsn === undefined) fail('Hsn', t('console.csv.new.missing', { column: 'Hsn' }));
  if (bad) return null;
  return {
    line: l.line,
    name,
    brand,
    categoryId: categoryId!,
    gstRate: GstRate!,
    hsn: Hsn!,
    nameHi: l.given.NameHi ?? null,
    packHi: l.given.PackHi ?? null,
    descriptionHi: l.given.DescriptionHi ?? null,
    lowStockLevel: l.given.LowStockLevel ?? null,
  };
}

/** The lines of one new product: the product's facts alike, an option on each when several. */
function groupRows(
  lines: ImportLine[],
  rows: Map<number, NewRow>,
  t: ServerTranslate,
  error: LineError,
): NewRow[] | null {
  const [first] = lines;
  let bad = false;
  for (const l of lines.slice(1)) {
    for (const f of PRODUCT_FACTS) {
      if ((l.given[f] ?? null) !== (first!.given[f] ?? null)) {
        bad = true;
        error(l.line, f, t('console.csv.new.fact_differs', { line: first!.line }));
      }
    }
  }
  const own = lines.flatMap((l) => rows.get(l.line) ?? []);
  if (own.length !== lines.length) return null;
  if (lines.length > 1 || own[0]!.option !== '') {
    for (const r of own) {
      if (r.option === '') {
        bad = true;
        error(r.line, 'Option', t('console.csv.new.needs_option', { line: first!.line }));
      }
    }
  }
  return bad ? null : own;
}

/** No option label twice on one product: among its rows and the file's new ones. */
function checkLabels(
  rows: Pick<NewRow, 'line' | 'option'>[],
  labels: Set<string>,
  productId: number | null,
  t: ServerTranslate,
  error: LineError,
) {
  const seen = new Map<string, number>();
  let bad = false;
  for (const r of rows) {
    const label = fold(r.option);
    const earlier = seen.get(label);
    if (productId !== null && labels.has(label)) {
      bad = true;
      error(r.line, 'Option', t('console.csv.new.option_taken', { productId, option: r.option }));
    } else if (earlier !== undefined) {
      bad = true;
      error(r.line, 'Option', t('console.csv.new.option_twice', { line: earlier }));
    } else seen.set(label, r.line);
  }
  return !bad;
}

/**
 * A simple product's own line that makes its own row its first size: the line naming the product
 * without a VariantId (its other checks are the import's), with an Option; null when missing.
 */
function firstSizeOf(
  s: NewSizes,
  product: ProductOptions,
  own: ImportLine | undefined,
  t: ServerTranslate,
  error: LineError,
): NewSizes['first'] | null {
  const option = own?.text.Option;
  if (!own) return null;
  if (option === undefined) {
    const line = s.rows[0]!.line;
    error(
      own.line,
      'Option',
      t('console.csv.new.own_needs_option', { productId: s.productId, line }),
    );
    return null;
  }
  if (!optionFits(option)) {
    error(own.line, 'Option', t('console.csv.new.text_length', { min: 1, max: 60 }));
    return null;
  }
  const first = { line: own.line, option };
  return checkLabels([first, ...s.rows], product.labels, s.productId, t, error) ? first : null;
}

/**
 * Checks the lines that make new rows: SKUs no row has and no other line of the file, a new
 * size on a product that has options, or on a simple one whose own line (in `named`: the lines
 * naming existing rows) gives its own row an Option, a new product's name, brand, category (slug
 * or name), GST slab and HSN, and the figures of each row.
 */
export async function planNewRows(
  db: DbOrTx,
  lines: ImportLine[],
  named: ImportLine[],
  t: ServerTranslate,
  error: LineError,
): Promise<NewPlan> {
  const plan: NewPlan = { products: [], sizes: [] };
  if (!lines.length) return plan;
  const firstSku = new Map<string, number>();
  const fresh: ImportLine[] = [];
  const taken = await takenSkus(
    db,
    lines.map((l) => l.sku!),
  );
  for (const l of lines) {
    const earlier = firstSku.get(l.sku!);
    if (earlier !== undefined)
      error(l.line, 'Sku', t('console.csv.new.sku_twice', { line: earlier }));
    else if (taken.has(l.sku!))
      error(l.line, 'Sku', t('console.csv.new.sku_taken', { sku: l.sku! }));
    else if (l.sku!.length < 1)
      error(l.line, 'Sku', t('console.csv.new.missing', { column: 'Sku' }));
    else fresh.push(l);
    if (earlier === undefined) firstSku.set(l.sku!, l.line);
  }
  const rows = new Map<number, NewRow>();
  for (const l of fresh) {
    const row = newRow(l, t, error);
    if (row) rows.set(l.line, row);
  }

  // new sizes of existing products
  const options = await productOptions(db, [
    ...new Set(fresh.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
  ]);
  // a simple product's own line: the first naming it without a VariantId; and the first line of
  // each product giving its low-stock level (maps: a find over every line for each new line made
  // a file of many new sizes quadratic)
  const ownLines = new Map<number, ImportLine>();
  const levelLines = new Map<number, ImportLine>();
  for (const n of named) {
    if (n.productId === null) continue;
    if (n.variantId === null && !ownLines.has(n.productId)) ownLines.set(n.productId, n);
    if (n.given.LowStockLevel !== undefined && !levelLines.has(n.productId))
      levelLines.set(n.productId, n);
  }
  const ownLine = (productId: number) => ownLines.get(productId);
  // the low-stock level the product's own lines in this file give it (else its own): a new size's
  // line says the same, as every line of the product does (planImport refuses lines that differ)
  const levelAfter = (productId: number, own: number | null) => {
    const giving = levelLines.get(productId);
    return giving ? (giving.given.LowStockLevel ?? null) : own;
  };
  const sizes = new Map<number, NewSizes>();
  for (const l of fresh.filter((f) => f.productId !== null)) {
    const product = options.get(l.productId!);
    if (!product) {
      error(l.line, 'ProductId', t('console.csv.new.no_product', { productId: l.productId! }));
      continue;
    }
    if (!product.hasVariants && !ownLine(l.productId!)) {
      error(
        l.line,
        'ProductId',
        t('console.csv.new.simple_needs_own_line', { productId: l.productId!, sku: product.sku }),
      );
      continue;
    }
    // a new size takes its product's tax and Hindi texts: a line giving others is refused
    const differs = SIZE_FACTS.filter(
      (f) => l.given[f] !== undefined && l.given[f] !== product.facts[f],
    );
    for (const f of differs) {
      error(l.line, f, t('console.csv.new.size_fact', { value: String(product.facts[f] ?? '') }));
    }
    const level = levelAfter(l.productId!, product.facts.LowStockLevel);
    const otherLevel = l.given.LowStockLevel !== undefined && l.given.LowStockLevel !== level;
    if (otherLevel) {
      error(
        l.line,
        'LowStockLevel',
        level === null
          ? t('console.csv.new.size_level_store')
          : t('console.csv.new.size_level', { level }),
      );
    }
    const row = rows.get(l.line);
    if (!row || differs.length || otherLevel) continue;
    const entry = sizes.get(l.productId!) ?? {
      productId: l.productId!,
      name: product.name,
      rows: [],
    };
    entry.rows.push(row);
    sizes.set(l.productId!, entry);
  }
  for (const s of sizes.values()) {
    const product = options.get(s.productId)!;
    if (!product.hasVariants) {
      const first = firstSizeOf(s, product, ownLine(s.productId), t, error);
      if (first) plan.sizes.push({ ...s, first });
    } else if (checkLabels(s.rows, product.labels, s.productId, t, error)) plan.sizes.push(s);
  }

  // new products: the lines without a ProductId, grouped by name, brand and category
  const categories = await categoriesByKey(db);
  const groups = new Map<string, ImportLine[]>();
  for (const l of fresh.filter((f) => f.productId === null)) {
    const key = [l.text.Name, l.text.Brand, l.text.Category]
      .map((s) => fold(s ?? ''))
      .join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const group of groups.values()) {
    const facts = newProductOf(group[0]!, categories, t, error);
    const own = groupRows(group, rows, t, error);
    if (!facts || !own || !checkLabels(own, new Set(), null, t, error)) continue;
    plan.products.push({ ...facts, rows: own });
  }
  return plan;
}

/** Every new row of the plan, with the product it belongs to (null: a new product). */
export const newRowsOf = (plan: NewPlan): NewRow[] => [
  ...plan.sizes.flatMap((s) => s.rows),
  ...plan.products.flatMap((p) => p.rows),
];
