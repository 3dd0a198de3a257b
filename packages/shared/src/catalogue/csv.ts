import { z } from 'zod';
import { ApiErrorBody } from '../common/api-error';
import { GST_RATES, GST_RATES_EVER } from '../common/india-states';
import { paiseFromRupees } from '../common/money';

// The console's catalogue spreadsheet: every sellable row (a simple product, or one option row of
// a product with options) as one CSV line, exported, edited in a spreadsheet and imported back.

/** The columns of the export, in order; the import reads them by name, in any order. */
export const CATALOGUE_CSV_COLUMNS = [
  'ProductId',
  'VariantId',
  'Sku',
  'Barcode',
  'Name',
  'Brand',
  'Category',
  'Option',
  'Price',
  'Mrp',
  'GstRate',
  'Hsn',
  'Stock',
  'StockExported',
  'LowStockLevel',
  'Active',
  'NameHi',
  'PackHi',
  'DescriptionHi',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * What an import may change; a blank cell leaves that figure as it is. The other columns are there
 * to read (which product is this?) and are not imported.
 */
export const CATALOGUE_CSV_EDITABLE_COLUMNS = [
  'Barcode',
  'Price',
  'Mrp',
  'GstRate',
  'Hsn',
  'Stock',
  'LowStockLevel',
  'Active',
  'NameHi',
  'PackHi',
  'DescriptionHi',
] as const satisfies readonly CatalogueCsvColumn[];

/**
 * The product's own low-stock level (the console's LowStockLevel): a whole number from 0 (no
 * alerts) to this; a blank cell is none (the store's level applies), the same on every option
 * line, and a file without the column leaves the levels as they are.
 */
export const CATALOGUE_CSV_MAX_LOW_STOCK_LEVEL = 100_000;

/**
 * The columns of a product's Hindi texts: the product's, so the same on every option line; a
 * blank cell is none (the English text is shown), and a file without the column leaves them.
 */
export const CATALOGUE_CSV_HINDI_COLUMNS = [
  'NameHi',
  'PackHi',
  'DescriptionHi',
] as const satisfies readonly CatalogueCsvColumn[];

/** The largest file the import takes (about 50,000 rows of the export). */
export const CATALOGUE_CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Today's slabs, 0.25 % among them: what a file may set a product's GST rate to. */
export const CATALOGUE_CSV_GST_RATES = GST_RATES;
/** What a GstRate cell may read: the slabs, and 12 or 28 left as they are on a product that has them. */
export const CATALOGUE_CSV_GST_RATES_READ = GST_RATES_EVER;
/** The bounds of a price, MRP and stock, as for a single change in the console. */
export const CATALOGUE_CSV_MAX_PAISE = 100_000_000;
export const CATALOGUE_CSV_MAX_STOCK = 1_000_000;

/** Paise as rupees with two decimals, digits only: 1999 -> "19.99" (no float arithmetic). */
export function paiseToRupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = paise - whole * 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

export type CellRead<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Rupees as a spreadsheet writes them ("19.99", "19.9", "20", "₹ 20.50") to integer paise, read
 * digit by digit so "0.1" is 10 paise and "19.99" is 1999 exactly; more than two decimals,
 * commas, signs and exponents are refused.
 */
export function rupeesToPaise(text: string): CellRead<number> {
  const s = text.trim().replace(/^₹\s*/, '');
  const paise = paiseFromRupees(s);
  if (paise !== null) return { ok: true, value: paise };
  if (s.includes(',')) return { ok: false, message: 'write rupees without commas, e.g. 1234.50' };
  if (/^\d{1,9}\.\d{3,}$/.test(s))
    return { ok: false, message: 'must have at most 2 decimals (paise)' };
  return { ok: false, message: 'must be rupees, e.g. 19.99' };
}

/** "yes"/"no"/"true"/"false" in any case. */
export function parseYesNo(text: string): CellRead<boolean> {
  const s = text.trim().toLowerCase();
  if (s === 'yes' || s === 'true') return { ok: true, value: true };
  if (s === 'no' || s === 'false') return { ok: true, value: false };
  return { ok: false, message: 'must be yes, no, true or false' };
}

/** One thing wrong with the file: its line (1 is the header) and column. */
export const CatalogueCsvLineError = z.object({
  Line: z.number().int(),
  Field: z.string(),
  Message: z.string(),
});
export type CatalogueCsvLineError = z.infer<typeof CatalogueCsvLineError>;

/** The figures of one sellable row an import may change. */
export const CatalogueCsvRowFigures = z.object({
  Price: z.number().int().describe('paise'),
  Mrp: z.number().int().describe('paise'),
  GstRate: z.number().describe('percent: 0, 0.25, 3, 5, 18 or 40 (12 or 28 kept on old rows)'),
  Hsn: z.string(),
  Stock: z.number().int(),
  IsActive: z.boolean(),
  Barcode: z.string().nullable().describe("the row's EAN-13; null: none"),
  NameHi: z.string().nullable().describe("the product's Hindi name; null: none"),
  PackHi: z.string().nullable().describe("the product's Hindi pack text; null: none"),
  DescriptionHi: z.string().nullable().describe("the product's Hindi description; null: none"),
  LowStockLevel: z
    .number()
    .int()
    .nullable()
    .describe("the product's own low-stock level (0: no alerts); null: the store's level"),
});
export type CatalogueCsvRowFigures = z.infer<typeof CatalogueCsvRowFigures>;

/** One row the import changes (or would change), as it is and as it would be. */
export const CatalogueCsvRowChange = z.object({
  Line: z.number().int(),
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  Option: z.string(),
  Before: CatalogueCsvRowFigures,
  After: CatalogueCsvRowFigures,
});
export type CatalogueCsvRowChange = z.infer<typeof CatalogueCsvRowChange>;

/** One row the import makes (or would make): a new product's row, or a new size of a product. */
export const CatalogueCsvRowCreated = z.object({
  Line: z.number().int(),
  Kind: z
    .enum(['product', 'size'])
    .describe('product: a line of a new product; size: a new size of a product already there'),
  Name: z.string(),
  Option: z.string().describe("the size's label; '' for a new simple product"),
  Sku: z.string(),
  Price: z.number().int().describe('paise'),
  Mrp: z.number().int().describe('paise'),
  Stock: z.number().int(),
  IsActive: z.boolean(),
});
export type CatalogueCsvRowCreated = z.infer<typeof CatalogueCsvRowCreated>;

/** What an import changes: counts, and the first changed rows. */
export const CatalogueCsvImportSummary = z.object({
  RowsRead: z.number().int(),
  RowsChanged: z.number().int(),
  PriceChanges: z.number().int().describe('rows whose price or MRP changes'),
  StockChanges: z.number().int(),
  ActiveChanges: z.number().int().describe('rows shown or hidden'),
  TaxChanges: z.number().int().describe('rows whose GST rate or HSN changes'),
  HindiChanges: z
    .number()
    .int()
    .describe("rows whose product's Hindi name, pack or description changes"),
  LevelChanges: z.number().int().describe("rows whose product's low-stock level changes"),
  Restocked: z.number().int().describe('rows coming back from 0 in stock'),
  NewProducts: z.number().int().describe('products the file makes (lines with new SKUs)'),
  NewSizes: z
    .number()
    .int()
    .describe('option rows the file makes: on products that have options, and on new ones'),
  Changes: z.array(CatalogueCsvRowChange).describe('the first changed rows, in file order'),
  Created: z
    .array(CatalogueCsvRowCreated)
    .describe('the first rows the file makes (new products and sizes), in file order'),
});
export type CatalogueCsvImportSummary = z.infer<typeof CatalogueCsvImportSummary>;

/** How many line errors and changed rows an answer lists (the counts cover them all). */
export const CATALOGUE_CSV_LIST_LIMIT = 500;

export const CatalogueCsvImportQuery = z.object({
  dryRun: z.stringbool().default(false).describe('true: check the file and say what would change'),
});

/** The answer of a dry run (errors and all), and of an import that was applied. */
export const CatalogueCsvImportAnswer = z.object({
  DryRun: z.boolean(),
  Applied: z.boolean(),
  ErrorCount: z.number().int(),
  Errors: z.array(CatalogueCsvLineError),
  Summary: CatalogueCsvImportSummary,
  CacheState: z.string().nullable().describe('the new cache state when the import changed rows'),
});
export type CatalogueCsvImportAnswer = z.infer<typeof CatalogueCsvImportAnswer>;

/** An import refused (400 CSV_INVALID): nothing was changed. */
export const CatalogueCsvImportRefusal = ApiErrorBody.extend({
  ErrorCount: z.number().int(),
  Errors: z.array(CatalogueCsvLineError),
});
export type CatalogueCsvImportRefusal = z.infer<typeof CatalogueCsvImportRefusal>;
