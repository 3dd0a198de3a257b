import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_CSV_LIST_LIMIT,
  GST_RATES,
  paiseToRupees,
  type CatalogueCsvImportAnswer,
  type CatalogueCsvImportRefusal,
  type CatalogueCsvLineError,
  type CatalogueCsvRowChange,
  type CatalogueCsvRowCreated,
  type CatalogueCsvRowFigures,
} from '@kirana/shared';
import {
  inTransaction,
  queryRows,
  sqlState,
  type Db,
  type DbOrTx,
  type Tx,
} from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import type { ServerTranslate } from '../../../lib/i18n/server-messages';
import { bumpCacheState } from '../../content';
import { JobBatch } from '../../../lib/jobs';
import { queueRestockNotice } from '../restock-notice';
import { recordAudits, type AuditActor } from '../../staff';
import { products, productVariants } from '../catalogue.tables';
import { searchTextAfter } from '../console/product.service';
import { setStockReason, staffStockActor } from '../stock-reason';
import { readImportFile, type ImportFile, type ImportLine } from './catalogue-import-file';
import { catalogueMoved, insertNewRows } from './catalogue-import-insert';
import {
  newRowsOf,
  planNewRows,
  PRODUCT_FACTS,
  type NewPlan,
  type NewRow,
  type ProductFact,
} from './catalogue-import-new';

// The catalogue import: every line checked against the catalogue, then (unless a dry run) every
// change applied in one transaction with an audit entry per changed row, or nothing at all.

interface ProductNow {
  id: number;
  name: string;
  hasVariants: boolean;
  /** its own SKU: a simple product's row's */
  sku: string;
  /** the product row's own figures (a product with options: its listing figures) */
  figures: CatalogueCsvRowFigures;
}

interface VariantNow {
  id: number;
  productId: number;
  label: string;
  sku: string;
  figures: Omit<CatalogueCsvRowFigures, ProductFact>;
}

const HINDI_FACTS = ['NameHi', 'PackHi', 'DescriptionHi'] as const;
const sameHindi = (a: CatalogueCsvRowFigures, b: CatalogueCsvRowFigures) =>
  HINDI_FACTS.every((f) => a[f] === b[f]);
const sameTax = (a: CatalogueCsvRowFigures, b: CatalogueCsvRowFigures) =>
  a.GstRate === b.GstRate && a.Hsn === b.Hsn;
const sameLevel = (a: CatalogueCsvRowFigures, b: CatalogueCsvRowFigures) =>
  a.LowStockLevel === b.LowStockLevel;

/** One valid line against the row it names: as it is, and as the file makes it. */
interface PlannedRow {
  line: number;
  productId: number;
  variantId: number | null;
  name: string;
  option: string;
  before: CatalogueCsvRowFigures;
  after: CatalogueCsvRowFigures;
}

interface ImportPlan {
  errors: CatalogueCsvLineError[];
  rowsRead: number;
  changed: PlannedRow[];
  products: Map<number, ProductNow>;
  /** the new products and sizes the file makes */
  fresh: NewPlan;
}

const CHUNK = 1000;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** A sellable row's ids, as its SKU names it. */
interface SkuRow {
  productId: number;
  variantId: number | null;
}

/**
 * The rows the lines' SKUs name: a simple product's SKU is on its product row, an option row's on
 * itself (a product with options sells only through its rows: its own SKU names nothing).
 */
async function rowsBySku(db: DbOrTx, lines: ImportLine[]): Promise<Map<string, SkuRow>> {
  const skus = [...new Set(lines.flatMap((l) => (l.sku === null ? [] : [l.sku])))];
  const found = new Map<string, SkuRow>();
  for (const part of chunks(skus)) {
    const list = sql.join(
      part.map((s) => sql`${s}`),
      sql`, `,
    );
    const rows = await queryRows<{ sku: string; product_id: number; variant_id: number | null }>(
      db,
      sql`SELECT sku, id AS product_id, NULL::int AS variant_id FROM products
          WHERE NOT has_variants AND sku IN (${list})
          UNION ALL
          SELECT sku, product_id, id FROM product_variants WHERE sku IN (${list})`,
    );
    for (const r of rows)
      found.set(r.sku, { productId: Number(r.product_id), variantId: r.variant_id });
  }
  return found;
}

/** The rows elsewhere that already carry these barcodes, by barcode. */
async function rowsByBarcode(db: DbOrTx, codes: string[]): Promise<Map<string, SkuRow>> {
  const found = new Map<string, SkuRow>();
  for (const part of chunks(codes)) {
    const list = sql.join(
      part.map((s) => sql`${s}`),
      sql`, `,
    );
    const rows = await queryRows<{
      barcode: string;
      product_id: number;
      variant_id: number | null;
    }>(
      db,
      sql`SELECT barcode, id AS product_id, NULL::int AS variant_id FROM products
          WHERE barcode IN (${list})
          UNION ALL
          SELECT barcode, product_id, id FROM product_variants WHERE barcode IN (${list})`,
    );
    for (const r of rows)
      found.set(r.barcode, { productId: Number(r.product_id), variantId: r.variant_id });
  }
  return found;
}

/** The products and option rows the lines name, locked for update when applying. */
async function loadNow(db: DbOrTx, lines: (ImportLine & { productId: number })[], lock: boolean) {
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  const variantIds = [
    ...new Set(lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]))),
  ].sort((a, b) => a - b);
  const productsNow = new Map<number, ProductNow>();
  const variantsNow = new Map<number, VariantNow>();
  // only the columns the checks read: a whole row (its description, search words and vector)
  // of each of 100,000 products would not fit the API's heap
  for (const ids of chunks(productIds)) {
    const q = db
      .select({
        id: products.id,
        name: products.name,
        hasVariants: products.hasVariants,
        sku: products.sku,
        pricePaise: products.pricePaise,
        mrpPaise: products.mrpPaise,
        gstRate: products.gstRate,
        hsnCode: products.hsnCode,
        stock: products.stock,
        isActive: products.isActive,
        barcode: products.barcode,
        nameHi: products.nameHi,
        unitLabelHi: products.unitLabelHi,
        descriptionHi: products.descriptionHi,
        lowStockLevel: products.lowStockLevel,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id);
    for (const p of await (lock ? q.for('update') : q)) {
      productsNow.set(p.id, {
        id: p.id,
        name: p.name,
        hasVariants: p.hasVariants,
        sku: p.sku,
        figures: {
          Price: p.pricePaise,
          Mrp: p.mrpPaise,
          GstRate: p.gstRate,
          Hsn: p.hsnCode,
          Stock: p.stock,
          IsActive: p.isActive,
          Barcode: p.barcode,
          NameHi: p.nameHi,
          PackHi: p.unitLabelHi,
          DescriptionHi: p.descriptionHi,
          LowStockLevel: p.lowStockLevel,
        },
      });
    }
  }
  for (const ids of chunks(variantIds)) {
    const q = db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        label: productVariants.label,
        sku: productVariants.sku,
        pricePaise: productVariants.pricePaise,
        mrpPaise: productVariants.mrpPaise,
        stock: productVariants.stock,
        isActive: productVariants.isActive,
        barcode: productVariants.barcode,
      })
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
      .orderBy(productVariants.id);
    for (const v of await (lock ? q.for('update') : q)) {
      variantsNow.set(v.id, {
        id: v.id,
        productId: v.productId,
        label: v.label,
        sku: v.sku,
        figures: {
          Price: v.pricePaise,
          Mrp: v.mrpPaise,
          Stock: v.stock,
          IsActive: v.isActive,
          Barcode: v.barcode,
        },
      });
    }
  }
  return { productsNow, variantsNow };
}

const rupees = (paise: number) => `₹${paiseToRupees(paise)}`;

/** An option row's own figures: the tax facts, Hindi texts and low-stock level are its product's. */
const ownFigures = (f: CatalogueCsvRowFigures): CatalogueCsvRowFigures => ({
  ...f,
  GstRate: 0,
  Hsn: '',
  NameHi: null,
  PackHi: null,
  DescriptionHi: null,
  LowStockLevel: null,
});

const sameFigures = (a: CatalogueCsvRowFigures, b: CatalogueCsvRowFigures) =>
  a.Price === b.Price &&
  a.Mrp === b.Mrp &&
  a.GstRate === b.GstRate &&
  a.Hsn === b.Hsn &&
  a.Stock === b.Stock &&
  a.IsActive === b.IsActive &&
  a.Barcode === b.Barcode &&
  sameHindi(a, b) &&
  sameLevel(a, b);

/**
 * Checks every line against the catalogue: the ids name a row (a product with options by its
 * option row, a simple one without), no row twice, price at most MRP, and a product's GST rate
 * and HSN (which belong to the product) the same on all its lines. Answers the rows that change.
 */
async function planImport(
  db: DbOrTx,
  file: ImportFile,
  lock: boolean,
  t: ServerTranslate,
): Promise<ImportPlan> {
  const errors = [...file.errors];
  const error = (Line: number, Field: string, Message: string) =>
    errors.push({ Line, Field, Message });
  // a line named by its SKU alone gets the ids of the row with that SKU
  const bySku = await rowsBySku(db, file.lines);
  const named: (ImportLine & { productId: number })[] = [];
  // lines whose SKU no row has: a new product, or (with a ProductId and an Option) a new size
  const newLines: ImportLine[] = [];
  for (const l of file.lines) {
    const row = l.sku === null ? undefined : bySku.get(l.sku);
    if (l.productId === null) {
      if (row) named.push({ ...l, ...row });
      // a new product is named: without a Name the SKU is most likely mistyped
      else if (l.text.Name !== undefined) newLines.push(l);
      else error(l.line, 'Sku', t('console.csv.line.no_sku', { sku: l.sku }));
    } else if (l.variantId === null && row?.productId === l.productId) {
      // a size made by an earlier import of this file: its SKU names its option row
      named.push({ ...l, ...row });
    } else if (l.variantId === null && l.sku !== null && !row && l.text.Option !== undefined) {
      newLines.push(l);
    } else named.push(l as ImportLine & { productId: number });
  }
  const fresh = await planNewRows(db, newLines, named, t, error);
  const { productsNow, variantsNow } = await loadNow(db, named, lock);

  // the first line naming each row: an option row by its id, a product's own row by -its id
  // (a number each, not a string a line)
  const seen = new Map<number, number>();
  // a product's facts (tax, Hindi texts, low-stock level) as its lines give them, and the first
  // line giving each
  const tax = new Map<
    number,
    Partial<{ [F in ProductFact]: [CatalogueCsvRowFigures[F], number] }>
  >();
  const rows: PlannedRow[] = [];
  for (const l of named) {
    const product = productsNow.get(l.productId);
    if (!product) {
      error(l.line, 'ProductId', t('console.csv.new.no_product', { productId: l.productId }));
      continue;
    }
    const variant = l.variantId === null ? undefined : variantsNow.get(l.variantId);
    if (l.variantId !== null && variant?.productId !== l.productId) {
      error(
        l.line,
        'VariantId',
        t('console.csv.line.no_option_row', { productId: l.productId, variantId: l.variantId }),
      );
      continue;
    }
    if (!variant && product.hasVariants) {
      error(l.line, 'VariantId', t('console.csv.line.has_options'));
      continue;
    }
    if (variant && !product.hasVariants) {
      error(l.line, 'VariantId', t('console.csv.line.no_options'));
      continue;
    }
    const rowSku = variant ? variant.sku : product.sku;
    if (l.sku !== null && l.sku !== rowSku) {
      error(l.line, 'Sku', t('console.csv.line.other_sku', { rowSku, sku: l.sku }));
      continue;
    }
    const key = l.variantId ?? -l.productId;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      error(
        l.line,
        l.variantId === null ? 'ProductId' : 'VariantId',
        t('console.csv.line.same_row', { line: earlier }),
      );
      continue;
    }
    seen.set(key, l.line);
    for (const field of PRODUCT_FACTS) {
      const given = l.given[field];
      if (given === undefined) continue;
      // a product's entry only when a line gives one of its facts (a narrow file gives none)
      const facts = tax.get(l.productId) ?? {};
      tax.set(l.productId, facts);
      const first = facts[field];
      if (!first) Object.assign(facts, { [field]: [given, l.line] });
      else if (first[0] !== given) {
        error(l.line, field, t('console.csv.new.fact_differs', { line: first[1] }));
      }
    }
    const before: CatalogueCsvRowFigures = variant
      ? { ...product.figures, ...variant.figures }
      : product.figures;
    const given = { ...l.given };
    if (given.Stock !== undefined && l.stockExported !== null) {
      // Stock against StockExported is a change, applied to today's stock: an old export
      // re-imported as it is changes nothing, however much was sold since (owner's item 9).
      const stock = before.Stock + given.Stock - l.stockExported;
      if (stock < 0) {
        error(
          l.line,
          'Stock',
          t('console.csv.line.stock_below_zero', {
            change: given.Stock - l.stockExported,
            stock: before.Stock,
          }),
        );
        continue;
      }
      given.Stock = stock;
    }
    rows.push({
      line: l.line,
      productId: l.productId,
      variantId: l.variantId,
      name: product.name,
      option: variant?.label ?? '',
      before,
      after: { ...before, ...given },
    });
  }
  // a simple product's own row made its first size shows its new label
  const ownRows = new Map(rows.flatMap((r) => (r.variantId === null ? [[r.productId, r]] : [])));
  for (const s of fresh.sizes) {
    const own = s.first && ownRows.get(s.productId);
    if (own) own.option = s.first!.option;
  }
  const changed: PlannedRow[] = [];
  for (const r of rows) {
    const facts = tax.get(r.productId);
    for (const field of PRODUCT_FACTS) {
      const fact = facts?.[field];
      if (fact) Object.assign(r.after, { [field]: fact[0] });
    }
    if (
      r.after.GstRate !== r.before.GstRate &&
      !(GST_RATES as readonly number[]).includes(r.after.GstRate)
    ) {
      error(r.line, 'GstRate', t('console.csv.old_rate', { rate: r.after.GstRate }));
    } else if (r.after.Price > r.after.Mrp) {
      error(
        r.line,
        'Price',
        t('console.csv.new.price_above_mrp', {
          price: rupees(r.after.Price),
          mrp: rupees(r.after.Mrp),
        }),
      );
    } else if (!sameFigures(r.before, r.after)) changed.push(r);
  }
  await checkBarcodes(db, changed, fresh, t, error);
  errors.sort((a, b) => a.Line - b.Line);
  return { errors, rowsRead: file.records, changed, products: productsNow, fresh };
}

/** A barcode names one row: not two lines of the file, nor a row the file does not change. */
async function checkBarcodes(
  db: DbOrTx,
  changed: PlannedRow[],
  fresh: NewPlan,
  t: ServerTranslate,
  error: (line: number, field: string, message: string) => void,
): Promise<void> {
  const takenBy = (owner: SkuRow) =>
    owner.variantId === null
      ? t('console.csv.line.barcode_taken', { productId: owner.productId })
      : t('console.csv.line.barcode_taken_option', {
          productId: owner.productId,
          variantId: owner.variantId,
        });
  const newCodes = changed.filter(
    (r) => r.after.Barcode !== null && r.after.Barcode !== r.before.Barcode,
  );
  const created = newRowsOf(fresh).filter((r) => r.barcode !== null);
  const inFile = new Map<string, number>();
  const coded = [
    ...changed.flatMap((r) =>
      r.after.Barcode === null ? [] : [[r.line, r.after.Barcode] as const],
    ),
    ...created.map((r) => [r.line, r.barcode!] as const),
  ].sort((a, b) => a[0] - b[0]);
  for (const [line, code] of coded) {
    const first = inFile.get(code);
    if (first !== undefined)
      error(line, 'Barcode', t('console.csv.line.barcode_twice', { line: first }));
    else inFile.set(code, line);
  }
  const taken = await rowsByBarcode(db, [
    ...new Set([...newCodes.map((r) => r.after.Barcode!), ...created.map((r) => r.barcode!)]),
  ]);
  for (const r of created) {
    const owner = taken.get(r.barcode!);
    if (owner) error(r.line, 'Barcode', takenBy(owner));
  }
  // the rows the file changes, only when a line gives a barcode another row has
  const inFileRows = new Set(
    newCodes.length ? changed.map((r) => `${r.productId}:${r.variantId ?? ''}`) : [],
  );
  for (const r of newCodes) {
    const owner = taken.get(r.after.Barcode!);
    if (owner && !inFileRows.has(`${owner.productId}:${owner.variantId ?? ''}`))
      error(r.line, 'Barcode', takenBy(owner));
  }
}

const restocked = (r: PlannedRow) => r.before.Stock === 0 && r.after.Stock > 0;

/** The rows the file makes, new products' and new sizes', in file order. */
function createdRowsOf(plan: ImportPlan): CatalogueCsvRowCreated[] {
  const row = (kind: CatalogueCsvRowCreated['Kind'], name: string, r: NewRow) => ({
    Line: r.line,
    Kind: kind,
    Name: name,
    Option: r.option,
    Sku: r.sku,
    Price: r.price,
    Mrp: r.mrp,
    Stock: r.stock,
    IsActive: r.active,
  });
  return [
    ...plan.fresh.products.flatMap((p) => p.rows.map((r) => row('product', p.name, r))),
    ...plan.fresh.sizes.flatMap((s) => s.rows.map((r) => row('size', s.name, r))),
  ].sort((a, b) => a.Line - b.Line);
}

function summaryOf(plan: ImportPlan): CatalogueCsvImportAnswer['Summary'] {
  const count = (test: (r: PlannedRow) => boolean) => plan.changed.filter(test).length;
  return {
    RowsRead: plan.rowsRead,
    RowsChanged: plan.changed.length,
    PriceChanges: count((r) => r.before.Price !== r.after.Price || r.before.Mrp !== r.after.Mrp),
    StockChanges: count((r) => r.before.Stock !== r.after.Stock),
    ActiveChanges: count((r) => r.before.IsActive !== r.after.IsActive),
    TaxChanges: count((r) => !sameTax(r.before, r.after)),
    HindiChanges: count((r) => !sameHindi(r.before, r.after)),
    LevelChanges: count((r) => !sameLevel(r.before, r.after)),
    Restocked: count(restocked),
    NewProducts: plan.fresh.products.length,
    NewSizes:
      plan.fresh.sizes.reduce((n, s) => n + s.rows.length, 0) +
      plan.fresh.products.reduce((n, p) => n + (p.rows[0]!.option === '' ? 0 : p.rows.length), 0),
    Created: createdRowsOf(plan).slice(0, CATALOGUE_CSV_LIST_LIMIT),
    Changes: plan.changed.slice(0, CATALOGUE_CSV_LIST_LIMIT).map((r): CatalogueCsvRowChange => ({
      Line: r.line,
      ProductId: r.productId,
      VariantId: r.variantId,
      Name: r.name,
      Option: r.option,
      Before: r.before,
      After: r.after,
    })),
  };
}

/** Checks a file against the catalogue and says what importing it would change; changes nothing. */
export async function dryRunCatalogueImport(
  db: Db,
  body: Buffer,
  t: ServerTranslate,
): Promise<CatalogueCsvImportAnswer> {
  // the file is read before the transaction: it holds no snapshot open while the CSV is parsed
  const file = readImportFile(body, t);
  const plan = await inTransaction(db, (tx) => planImport(tx, file, false, t), {
    accessMode: 'read only',
  });
  return {
    DryRun: true,
    Applied: false,
    ErrorCount: plan.errors.length,
    Errors: plan.errors.slice(0, CATALOGUE_CSV_LIST_LIMIT),
    Summary: summaryOf(plan),
    CacheState: null,
  };
}

/**
 * Runs an UPDATE a chunk at a time, the chunk's rows as one JSON parameter (the statement reads
 * them with jsonb_to_recordset: one parameter, not a dozen a row built into the statement), and
 * checks that every row was written: each one's WHERE guards the stock it was read with.
 */
async function updateEach<T>(
  tx: Tx,
  items: T[],
  row: (item: T) => Record<string, unknown>,
  update: (rows: SQL) => SQL,
): Promise<void> {
  for (const part of chunks(items)) {
    const [written] = await queryRows<{ n: number }>(
      tx,
      sql`WITH w AS (${update(sql`${JSON.stringify(part.map(row))}::jsonb`)})
          SELECT count(*)::int AS n FROM w`,
    );
    if (Number(written?.n) !== part.length) throw catalogueMoved();
  }
}

/** A product row's write: a simple product's figures, or a product with options' own facts. */
interface ProductWrite {
  id: number;
  before: CatalogueCsvRowFigures;
  after: CatalogueCsvRowFigures;
  /** its new search words when its Hindi name or pack text changes; null: as they are */
  searchText: string | null;
}

/** The facts of `f` that are the product's (tax, Hindi texts, low-stock level). */
const productFacts = (f: CatalogueCsvRowFigures) =>
  Object.fromEntries(PRODUCT_FACTS.map((k) => [k, f[k]])) as Pick<
    CatalogueCsvRowFigures,
    ProductFact
  >;

/** Whether the product's search words change: its Hindi name or pack text does. */
const newSearchWords = (p: ProductNow, after: CatalogueCsvRowFigures) =>
  p.figures.NameHi !== after.NameHi || p.figures.PackHi !== after.PackHi;

/**
 * The search words of the products whose Hindi name or pack text changes (as the editor makes
 * them), from their whole rows, read for those products only.
 */
async function searchTexts(tx: Tx, writes: ProductWrite[]): Promise<void> {
  const byId = new Map(writes.map((w) => [w.id, w]));
  for (const ids of chunks([...byId.keys()])) {
    for (const row of await tx.select().from(products).where(inArray(products.id, ids))) {
      const w = byId.get(row.id)!;
      w.searchText = await searchTextAfter(tx, row, {
        ...row,
        nameHi: w.after.NameHi,
        unitLabelHi: w.after.PackHi,
      });
    }
  }
}

/** The product rows and option rows the changed lines write, and their audit entries. */
async function writeChanges(tx: Tx, plan: ImportPlan, actor: AuditActor): Promise<void> {
  await setStockReason(tx, { reason: 'csv_import', actor: staffStockActor(actor) });
  const productWrites = new Map<number, ProductWrite>();
  const variantRows = plan.changed.filter(
    (r) => r.variantId !== null && !sameFigures(ownFigures(r.before), ownFigures(r.after)),
  );
  for (const r of plan.changed) {
    const product = plan.products.get(r.productId)!;
    const factsOnly = r.variantId !== null;
    if (
      factsOnly &&
      sameTax(r.before, r.after) &&
      sameHindi(r.before, r.after) &&
      sameLevel(r.before, r.after)
    )
      continue;
    if (productWrites.has(r.productId)) continue;
    const after = factsOnly ? { ...product.figures, ...productFacts(r.after) } : r.after;
    productWrites.set(r.productId, {
      id: r.productId,
      before: product.figures,
      after,
      searchText: null,
    });
  }
  await searchTexts(
    tx,
    [...productWrites.values()].filter((w) => newSearchWords(plan.products.get(w.id)!, w.after)),
  );

  await updateEach(
    tx,
    [...productWrites.values()],
    (w) => ({
      id: w.id,
      price: w.after.Price,
      mrp: w.after.Mrp,
      stock: w.after.Stock,
      active: w.after.IsActive,
      gst: w.after.GstRate,
      hsn: w.after.Hsn,
      old_stock: w.before.Stock,
      name_hi: w.after.NameHi,
      pack_hi: w.after.PackHi,
      description_hi: w.after.DescriptionHi,
      barcode: w.after.Barcode,
      low_stock_level: w.after.LowStockLevel,
    }),
    (rows) => sql`
      UPDATE products p SET price_paise = u.price, mrp_paise = u.mrp, stock = u.stock,
        is_active = u.active, gst_rate = u.gst, hsn_code = u.hsn, name_hi = u.name_hi,
        barcode = u.barcode, low_stock_level = u.low_stock_level,
        unit_label_hi = u.pack_hi, description_hi = u.description_hi, updated_at = now()
      FROM jsonb_to_recordset(${rows}) AS u(id int, price int, mrp int, stock int, active boolean,
        gst numeric, hsn text, old_stock int, name_hi text, pack_hi text, description_hi text,
        barcode text, low_stock_level int)
      WHERE p.id = u.id AND p.stock = u.old_stock
      RETURNING p.id`,
  );
  // search_text set only where it changes: setting it, even to itself, fires the search-word
  // triggers for the row (a price-and-stock file would rewrite every product's words)
  await updateEach(
    tx,
    [...productWrites.values()].filter((w) => w.searchText !== null),
    (w) => ({ id: w.id, search_text: w.searchText }),
    (rows) => sql`
      UPDATE products p SET search_text = u.search_text
      FROM jsonb_to_recordset(${rows}) AS u(id int, search_text text)
      WHERE p.id = u.id
      RETURNING p.id`,
  );
  await updateEach(
    tx,
    variantRows,
    (r) => ({
      id: r.variantId,
      price: r.after.Price,
      mrp: r.after.Mrp,
      stock: r.after.Stock,
      active: r.after.IsActive,
      old_stock: r.before.Stock,
      barcode: r.after.Barcode,
    }),
    (rows) => sql`
      UPDATE product_variants v SET price_paise = u.price, mrp_paise = u.mrp, stock = u.stock,
        is_active = u.active, barcode = u.barcode
      FROM jsonb_to_recordset(${rows}) AS u(id int, price int, mrp int, stock int, active boolean,
        old_stock int, barcode text)
      WHERE v.id = u.id AND v.stock = u.old_stock
      RETURNING v.id`,
  );
  const withNewRows = await insertNewRows(tx, actor, plan.fresh);
  await refreshListingPrices(tx, [
    ...new Set([...variantRows.map((r) => r.productId), ...withNewRows]),
  ]);

  // the entries written a batch at a time, each with its subject as the row names it (the
  // product's name; an option row's with its label), as recordAudit would read it
  await recordAudits(tx, actor, [...productWrites.values()], (w) => {
    const product = plan.products.get(w.id)!;
    const pick = (f: CatalogueCsvRowFigures) => (product.hasVariants ? productFacts(f) : f);
    return {
      action: 'product.import',
      entity: 'product',
      entityId: w.id,
      subject: product.name,
      before: pick(w.before),
      after: pick(w.after),
    };
  });
  await recordAudits(tx, actor, variantRows, (r) => {
    const own = ({ Price, Mrp, Stock, IsActive, Barcode }: CatalogueCsvRowFigures) => ({
      ProductId: r.productId,
      Price,
      Mrp,
      Stock,
      IsActive,
      Barcode,
    });
    return {
      action: 'variant.import',
      entity: 'variant',
      entityId: r.variantId!,
      subject: `${r.name} ${r.option}`,
      before: own(r.before),
      after: own(r.after),
    };
  });
}

/** Keeps each product with options at its cheapest active option row (for listing and sorting). */
async function refreshListingPrices(tx: Tx, productIds: number[]): Promise<void> {
  for (const ids of chunks(productIds)) {
    await tx.execute(sql`
      UPDATE products p SET mrp_paise = v.mrp_paise, price_paise = v.price_paise, updated_at = now()
      FROM (SELECT DISTINCT ON (product_id) product_id, mrp_paise, price_paise
            FROM product_variants
            WHERE product_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) AND is_active
            ORDER BY product_id, price_paise, id) v
      WHERE p.id = v.product_id`);
  }
}

export type ImportResult =
  { answer: CatalogueCsvImportAnswer } | { refused: CatalogueCsvImportRefusal };

/**
 * Imports a file: the dry run's checks, then every change in one transaction (the rows locked
 * while checked, each write guarded by the stock it was read with, an audit entry per changed
 * row), or nothing when any line is wrong. After the commit: the shoppers waiting for a row that
 * came back in stock are told, and the cache state is bumped once so the storefront sees it all.
 */
export async function applyCatalogueImport(
  deps: AppDeps,
  actor: AuditActor,
  body: Buffer,
  log: { warn: (obj: object, msg: string) => void },
  t: ServerTranslate,
): Promise<ImportResult> {
  // the file is read before the transaction: no row stays locked while the CSV is parsed
  let file: ImportFile | null = readImportFile(body, t);
  const plan = await inTransaction(
    deps.database.db,
    async (tx) => {
      // the file's lines let go once checked (the writes need only the plan); a retry reads again
      const lines = file ?? readImportFile(body, t);
      file = null;
      const planned = await planImport(tx, lines, true, t);
      if (!planned.errors.length) await writeChanges(tx, planned, actor);
      return planned;
    },
    { retry: true },
  ).catch((err: unknown) => {
    // another import or editor took a new row's SKU, barcode or slug after the check: 409
    if (sqlState(err) === '23505') throw catalogueMoved();
    throw err;
  });
  if (plan.errors.length) {
    const Message = t('console.csv.refused', { count: plan.errors.length });
    return {
      refused: {
        Message,
        ErrorMessage: Message,
        Code: 'CSV_INVALID',
        ErrorCount: plan.errors.length,
        Errors: plan.errors.slice(0, CATALOGUE_CSV_LIST_LIMIT),
      },
    };
  }
  // a statement per 1000 notices, not one per row (40,000 rows of a file can come back in stock)
  for (const part of chunks(plan.changed.filter(restocked))) {
    const notices = new JobBatch();
    try {
      for (const r of part) await queueRestockNotice(notices, r.productId, r.variantId);
      await notices.write(deps.database.db);
    } catch (err) {
      log.warn(
        { err, rows: part.map((r) => ({ productId: r.productId, variantId: r.variantId })) },
        'back-in-stock announcement failed after an import',
      );
    }
  }
  const made = plan.fresh.products.length + plan.fresh.sizes.length;
  const CacheState = plan.changed.length || made ? await bumpCacheState(deps) : null;
  return {
    answer: {
      DryRun: false,
      Applied: true,
      ErrorCount: 0,
      Errors: [],
      Summary: summaryOf(plan),
      CacheState,
    },
  };
}
