import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_EDITABLE_COLUMNS,
  CATALOGUE_CSV_GST_RATES,
  CATALOGUE_CSV_GST_RATES_READ,
  CATALOGUE_CSV_MAX_PAISE,
  CATALOGUE_CSV_MAX_STOCK,
  CATALOGUE_CSV_MAX_LOW_STOCK_LEVEL,
  CATALOGUE_CSV_HINDI_COLUMNS,
  DB_INT_MAX,
  ProductHindiFields,
  parseYesNo,
  rupeesToPaise,
  type CatalogueCsvColumn,
  type CatalogueCsvLineError,
  type CatalogueCsvRowFigures,
  type CellRead,
  CONTROL_MESSAGE,
  DEFAULT_LANGUAGE,
  isEan13,
  NUL_MESSAGE,
  UNICODE_MESSAGE,
} from '@kirana/shared';
import { csvRecords, type CsvRecord } from '../../../lib/csv-records';
import { messagesIn, type ServerTranslate } from '../../../lib/i18n/server-messages';

// Reading an import file into rows of figures, each cell checked on its own; what the rows
// mean against the catalogue (ids, price against MRP, duplicates) is checked by the import service.
// Every message is the console's catalogue's (locales/<language>/console.json), in the language
// of the `t` the route gives (the request's).

/** One line of the file: which sellable row, and the figures its non-blank cells give. */
export interface ImportLine {
  /** the file's line where the record starts (the header is line 1) */
  line: number;
  /** null: the row is named by its SKU alone */
  productId: number | null;
  variantId: number | null;
  /** the row's SKU as the file gives it; null: blank or no such column */
  sku: string | null;
  /** the stock the export had (StockExported); null: blank or no such column */
  stockExported: number | null;
  given: Partial<CatalogueCsvRowFigures>;
  /** the texts a new row is made from (Name, Brand, Category, Option), trimmed; absent: blank */
  text: Partial<Record<NewRowText, string>>;
}

/** The columns a new product or size is made from; an existing row's are only there to read. */
export const NEW_ROW_TEXTS = ['Name', 'Brand', 'Category', 'Option'] as const;
export type NewRowText = (typeof NEW_ROW_TEXTS)[number];

export interface ImportFile {
  /** the data lines read (not the header nor blank ones) */
  records: number;
  lines: ImportLine[];
  errors: CatalogueCsvLineError[];
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const COLUMN_BY_NAME = new Map<string, CatalogueCsvColumn>(
  CATALOGUE_CSV_COLUMNS.map((c) => [squash(c), c]),
);

type Reader<T> = (cell: string, t: ServerTranslate) => CellRead<T>;

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const bad = (message: string): CellRead<never> => ({ ok: false, message });

/** A whole number from min to max; `id` words the refusal (ProductId's and VariantId's own). */
const wholeNumber =
  (min: number, max: number, id = 'console.csv.cell.whole_number'): Reader<number> =>
  (cell, t) =>
    /^\d{1,10}$/.test(cell) && Number(cell) >= min && Number(cell) <= max
      ? ok(Number(cell))
      : bad(t(id, { min, max }));
const wholeNumberIds = {
  product: 'console.csv.cell.product_id',
  variant: 'console.csv.cell.variant_id',
} as const;

/** The shared readers' English sentences (packages/shared csv.ts, input.ts) by catalogue id. */
const SHARED_WORDS: Readonly<Record<string, string>> = {
  'write rupees without commas, e.g. 1234.50': 'console.csv.cell.commas',
  'must have at most 2 decimals (paise)': 'console.csv.cell.decimals',
  'must be rupees, e.g. 19.99': 'console.csv.cell.rupees',
  'must be yes, no, true or false': 'console.csv.cell.yes_no',
  [CONTROL_MESSAGE]: 'console.csv.cell.control',
  [NUL_MESSAGE]: 'console.csv.cell.control',
  [UNICODE_MESSAGE]: 'console.csv.cell.unicode',
};
/** A shared reader's refusal in the console's language (as written when it has no id). */
const worded = <T>(read: CellRead<T>, t: ServerTranslate): CellRead<T> => {
  if (read.ok) return read;
  const id = SHARED_WORDS[read.message];
  return id ? bad(t(id)) : read;
};

const paise: Reader<number> = (cell, t) => {
  const read = worded(rupeesToPaise(cell), t);
  if (!read.ok) return read;
  if (read.value <= 0) return bad(t('console.csv.cell.more_than_zero'));
  if (read.value > CATALOGUE_CSV_MAX_PAISE)
    return bad(t('console.csv.cell.at_most_rupees', { max: CATALOGUE_CSV_MAX_PAISE / 100 }));
  return read;
};

/**
 * A GST rate in percent as a spreadsheet writes it: "5", "5%", "0.25", "0.25 %", "18.00". Read as
 * a decimal (0.25 was refused when only whole numbers were read); 12 and 28 are read so an old
 * row's rate re-imports as it is, and the import refuses them as a change (planImport).
 */
const gstRate: Reader<number> = (cell, t) => {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?\s*%?$/.exec(cell.trim());
  // hundredths as a whole number first: no float sum decides which slab it is
  const hundredths = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  const rate = (CATALOGUE_CSV_GST_RATES_READ as readonly number[]).find(
    (r) => Math.round(r * 100) === hundredths,
  );
  return rate !== undefined
    ? ok(rate)
    : bad(t('console.csv.cell.gst_rate', { rates: CATALOGUE_CSV_GST_RATES.join(', ') }));
};

const hsn: Reader<string> = (cell, t) =>
  /^\d{4,8}$/.test(cell) ? ok(cell) : bad(t('console.csv.cell.hsn'));

const barcode: Reader<string | null> = (cell, t) => {
  if (!/^\d{13}$/.test(cell)) return bad(t('console.csv.cell.ean_digits'));
  return isEan13(cell) ? ok(cell) : bad(t('console.csv.cell.ean_check'));
};

/** The export writes text that starts like a formula after an apostrophe (csv-format.ts). */
const unguard = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

// a SKU is a code scanned and typed at a counter: letters, digits and - _ . / (no spaces or
// punctuation a barcode label or a spreadsheet would mangle), as Kirana's own (KIR-P12-3FA9C1)
const SKU_FORM = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,59}$/;

const skuText: Reader<string> = (cell, t) => {
  const sku = unguard(cell.trim());
  return SKU_FORM.test(sku) ? ok(sku) : bad(t('console.csv.cell.sku'));
};

/** A Hindi text checked as the console's editor checks it ("" is none: null). */
const hindiText =
  (field: (typeof ProductHindiFields)[keyof typeof ProductHindiFields]): Reader<string | null> =>
  (cell, t) => {
    // the export writes text that starts like a formula after an apostrophe (lib/csv-format.ts)
    const read = field.safeParse(unguard(cell));
    if (read.success) return ok(read.data);
    const issue = read.error.issues[0];
    if (issue?.code === 'too_big')
      return bad(t('console.csv.cell.too_long', { max: issue.maximum }));
    // the field's refinement: "must be at least N characters, or empty"
    const min = /at least (\d+) characters/.exec(issue?.message ?? '')?.[1];
    if (min) return bad(t('console.csv.cell.too_short', { min: Number(min) }));
    return worded(bad(issue?.message ?? 'is not valid'), t);
  };

/** The product's low-stock level: a whole number from 0 (no alerts); "" is none (the store's). */
const lowStockLevel: Reader<number | null> = (cell, t) => {
  if (cell === '') return ok(null);
  const max = CATALOGUE_CSV_MAX_LOW_STOCK_LEVEL;
  return /^\d{1,6}$/.test(cell) && Number(cell) <= max
    ? ok(Number(cell))
    : bad(t('console.csv.cell.low_stock_level', { max }));
};

const yesNo: Reader<boolean> = (cell, t) => worded(parseYesNo(cell), t);

/** How each editable column's cell is read, and the figure it gives. */
const EDITABLE: {
  [C in (typeof CATALOGUE_CSV_EDITABLE_COLUMNS)[number]]: [
    keyof CatalogueCsvRowFigures,
    Reader<unknown>,
  ];
} = {
  Barcode: ['Barcode', barcode],
  Price: ['Price', paise],
  Mrp: ['Mrp', paise],
  GstRate: ['GstRate', gstRate],
  Hsn: ['Hsn', hsn],
  Stock: ['Stock', wholeNumber(0, CATALOGUE_CSV_MAX_STOCK)],
  LowStockLevel: ['LowStockLevel', lowStockLevel],
  Active: ['IsActive', yesNo],
  NameHi: ['NameHi', hindiText(ProductHindiFields.NameHi)],
  PackHi: ['PackHi', hindiText(ProductHindiFields.UnitLabelHi)],
  DescriptionHi: ['DescriptionHi', hindiText(ProductHindiFields.DescriptionHi)],
};
/** A blank cell of these is a value (none), not "leave it as it is". */
const blankIsNone = new Set<CatalogueCsvColumn>([...CATALOGUE_CSV_HINDI_COLUMNS, 'LowStockLevel']);
const isEditable = (c: CatalogueCsvColumn): c is keyof typeof EDITABLE => c in EDITABLE;

/** The text of the body: UTF-8 only (a BOM is dropped), or null. */
function decode(body: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return null;
  }
}

/** The records of the text with the line each starts on; a malformed quote is one error. */
function records(text: string, t: ServerTranslate): CsvRecord[] | CatalogueCsvLineError {
  const read = csvRecords(text);
  return Array.isArray(read)
    ? read
    : { Line: read.line, Field: '', Message: t('console.csv.file.not_csv') };
}

/** The header's columns by position; errors for unknown, repeated and missing ones. */
function readHeader(
  header: CsvRecord,
  errors: CatalogueCsvLineError[],
  t: ServerTranslate,
): (CatalogueCsvColumn | null)[] {
  const seen = new Set<CatalogueCsvColumn>();
  const columns = header.cells.map((name) => {
    const column = COLUMN_BY_NAME.get(squash(name)) ?? null;
    const error = (Message: string) => errors.push({ Line: header.line, Field: name, Message });
    if (!column) {
      error(
        t('console.csv.file.unknown_column', { name, columns: CATALOGUE_CSV_COLUMNS.join(', ') }),
      );
    } else if (seen.has(column)) error(t('console.csv.file.column_twice', { column }));
    if (column) seen.add(column);
    return column;
  });
  const need = (Field: string, Message: string) =>
    errors.push({ Line: header.line, Field, Message });
  if (!seen.has('ProductId') && !seen.has('Sku'))
    need('ProductId', t('console.csv.file.needs_key'));
  if (!CATALOGUE_CSV_EDITABLE_COLUMNS.some((c) => seen.has(c))) {
    need('', t('console.csv.file.nothing', { columns: CATALOGUE_CSV_EDITABLE_COLUMNS.join(', ') }));
  }
  return columns;
}

/** One record's ids and figures; each bad cell is an error naming its column. */
function readLine(
  rec: CsvRecord,
  columns: (CatalogueCsvColumn | null)[],
  errors: CatalogueCsvLineError[],
  t: ServerTranslate,
): ImportLine | null {
  const error = (Field: string, Message: string) => errors.push({ Line: rec.line, Field, Message });
  if (rec.cells.length !== columns.length) {
    error('', t('console.csv.file.cells', { cells: rec.cells.length, columns: columns.length }));
    return null;
  }
  const cellOf = (c: CatalogueCsvColumn) => rec.cells[columns.indexOf(c)] ?? '';
  const before = errors.length;
  const skuCell = columns.includes('Sku') ? cellOf('Sku') : '';
  const sku = skuCell === '' ? ok(null) : skuText(skuCell, t);
  if (!sku.ok) error('Sku', sku.message);
  const productCell = cellOf('ProductId');
  // a row may be named by its SKU alone
  const productId =
    productCell === '' && skuCell !== ''
      ? ok(null)
      : wholeNumber(1, DB_INT_MAX, wholeNumberIds.product)(productCell, t);
  if (!productId.ok) error('ProductId', productId.message);
  const exportedCell = columns.includes('StockExported') ? cellOf('StockExported') : '';
  const stockExported =
    exportedCell === '' ? ok(null) : wholeNumber(0, CATALOGUE_CSV_MAX_STOCK)(exportedCell, t);
  if (!stockExported.ok) error('StockExported', stockExported.message);
  const variantCell = cellOf('VariantId');
  const variantId =
    variantCell === ''
      ? ok(null)
      : wholeNumber(1, DB_INT_MAX, wholeNumberIds.variant)(variantCell, t);
  if (!variantId.ok) error('VariantId', variantId.message);
  const given: Partial<CatalogueCsvRowFigures> = {};
  columns.forEach((column, i) => {
    const cell = rec.cells[i]!;
    if (!column || !isEditable(column) || (cell === '' && !blankIsNone.has(column))) return;
    const [figure, reader] = EDITABLE[column];
    const read = reader(cell, t);
    if (read.ok) Object.assign(given, { [figure]: read.value });
    else error(column, read.message);
  });
  const text: ImportLine['text'] = {};
  for (const c of NEW_ROW_TEXTS) {
    const cell = columns.includes(c) ? unguard(cellOf(c).trim()) : '';
    if (cell !== '') text[c] = cell;
  }
  if (errors.length > before || !productId.ok || !variantId.ok || !sku.ok || !stockExported.ok)
    return null;
  return {
    line: rec.line,
    productId: productId.value,
    variantId: variantId.value,
    sku: sku.value,
    stockExported: stockExported.value,
    given,
    text,
  };
}

/**
 * Reads an import file: UTF-8 CSV (BOM or not) with a header naming its columns, then one line
 * per sellable row. Lines whose cells are all blank (a spreadsheet's trailing rows) are skipped.
 */
export function readImportFile(
  body: Buffer,
  t: ServerTranslate = messagesIn(DEFAULT_LANGUAGE),
): ImportFile {
  const errors: CatalogueCsvLineError[] = [];
  const text = decode(body);
  if (text === null) {
    const Message = t('console.csv.file.not_utf8');
    return { records: 0, lines: [], errors: [{ Line: 0, Field: '', Message }] };
  }
  const recs = records(text, t);
  if (!Array.isArray(recs)) return { records: 0, lines: [], errors: [recs] };
  const [header, ...rest] = recs;
  if (!header) {
    return {
      records: 0,
      lines: [],
      errors: [{ Line: 1, Field: '', Message: t('console.csv.file.empty') }],
    };
  }
  const columns = readHeader(header, errors, t);
  const data = rest.filter((rec) => rec.cells.some((c) => c !== ''));
  if (errors.length) return { records: data.length, lines: [], errors };
  const lines = data
    .map((rec) => readLine(rec, columns, errors, t))
    .filter((l): l is ImportLine => l !== null);
  return { records: data.length, lines, errors };
}
