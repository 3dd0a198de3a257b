import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_EDITABLE_COLUMNS,
  CATALOGUE_CSV_GST_RATES,
  CATALOGUE_CSV_GST_RATES_READ,
  CATALOGUE_CSV_MAX_PAISE,
  CATALOGUE_CSV_MAX_STOCK,
  CATALOGUE_CSV_HINDI_COLUMNS,
  DB_INT_MAX,
  ProductHindiFields,
  parseYesNo,
  rupeesToPaise,
  type CatalogueCsvColumn,
  type CatalogueCsvLineError,
  type CatalogueCsvRowFigures,
  type CellRead,
  ean13Problem,
} from '@kirana/shared';
import { csvRecords, type CsvRecord } from '../../../lib/csv-records';

// Reading an import file into rows of figures, each cell checked on its own; what the rows
// mean against the catalogue (ids, price against MRP, duplicates) is checked by the import service.

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

type Reader<T> = (cell: string) => CellRead<T>;

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const bad = (message: string): CellRead<never> => ({ ok: false, message });

const wholeNumber =
  (min: number, max: number): Reader<number> =>
  (cell) =>
    /^\d{1,10}$/.test(cell) && Number(cell) >= min && Number(cell) <= max
      ? ok(Number(cell))
      : bad(`must be a whole number from ${min} to ${max}`);

const paise: Reader<number> = (cell) => {
  const read = rupeesToPaise(cell);
  if (!read.ok) return read;
  if (read.value <= 0) return bad('must be more than 0');
  if (read.value > CATALOGUE_CSV_MAX_PAISE)
    return bad(`must be at most ${CATALOGUE_CSV_MAX_PAISE / 100} rupees`);
  return read;
};

/**
 * A GST rate in percent as a spreadsheet writes it: "5", "5%", "0.25", "0.25 %", "18.00". Read as
 * a decimal (0.25 was refused when only whole numbers were read); 12 and 28 are read so an old
 * row's rate re-imports as it is, and the import refuses them as a change (planImport).
 */
const gstRate: Reader<number> = (cell) => {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?\s*%?$/.exec(cell.trim());
  // hundredths as a whole number first: no float sum decides which slab it is
  const hundredths = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  const rate = (CATALOGUE_CSV_GST_RATES_READ as readonly number[]).find(
    (r) => Math.round(r * 100) === hundredths,
  );
  return rate !== undefined
    ? ok(rate)
    : bad(`must be one of ${CATALOGUE_CSV_GST_RATES.join(', ')}`);
};

const hsn: Reader<string> = (cell) =>
  /^\d{4,8}$/.test(cell)
    ? ok(cell)
    : bad('must be 4 to 8 digits (a spreadsheet may have dropped a leading 0, as in 0401)');

const barcode: Reader<string | null> = (cell) => {
  const problem = ean13Problem(cell);
  return problem
    ? bad(`${problem} (a spreadsheet may show a long number as 8.9E+12: format it as text)`)
    : ok(cell);
};

/** The export writes text that starts like a formula after an apostrophe (csv-format.ts). */
const unguard = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

const skuText: Reader<string> = (cell) => {
  const sku = unguard(cell.trim());
  return sku.length <= 60 && !/\p{Cc}/u.test(sku)
    ? ok(sku)
    : bad('must be at most 60 characters, without control characters');
};

/** A Hindi text checked as the console's editor checks it ("" is none: null). */
const hindiText =
  (field: (typeof ProductHindiFields)[keyof typeof ProductHindiFields]): Reader<string | null> =>
  (cell) => {
    // the export writes text that starts like a formula after an apostrophe (lib/csv-format.ts)
    const read = field.safeParse(cell.replace(/^'(?=[=+\-@\t\r])/, ''));
    return read.success ? ok(read.data) : bad(read.error.issues[0]?.message ?? 'is not valid');
  };

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
  Active: ['IsActive', parseYesNo],
  NameHi: ['NameHi', hindiText(ProductHindiFields.NameHi)],
  PackHi: ['PackHi', hindiText(ProductHindiFields.UnitLabelHi)],
  DescriptionHi: ['DescriptionHi', hindiText(ProductHindiFields.DescriptionHi)],
};
/** A blank cell of these is a value (none), not "leave it as it is". */
const blankIsNone = new Set<CatalogueCsvColumn>(CATALOGUE_CSV_HINDI_COLUMNS);
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
function records(text: string): CsvRecord[] | CatalogueCsvLineError {
  const read = csvRecords(text);
  return Array.isArray(read) ? read : { Line: read.line, Field: '', Message: read.message };
}

/** The header's columns by position; errors for unknown, repeated and missing ones. */
function readHeader(
  header: CsvRecord,
  errors: CatalogueCsvLineError[],
): (CatalogueCsvColumn | null)[] {
  const seen = new Set<CatalogueCsvColumn>();
  const columns = header.cells.map((name) => {
    const column = COLUMN_BY_NAME.get(squash(name)) ?? null;
    const error = (Message: string) => errors.push({ Line: header.line, Field: name, Message });
    if (!column)
      error(`Unknown column "${name}"; the columns are ${CATALOGUE_CSV_COLUMNS.join(', ')}`);
    else if (seen.has(column)) error(`The column ${column} is there twice`);
    if (column) seen.add(column);
    return column;
  });
  const need = (Field: string, Message: string) =>
    errors.push({ Line: header.line, Field, Message });
  if (!seen.has('ProductId') && !seen.has('Sku'))
    need('ProductId', 'The header needs a ProductId or a Sku column');
  if (!CATALOGUE_CSV_EDITABLE_COLUMNS.some((c) => seen.has(c))) {
    need(
      '',
      `Nothing to import: give at least one of ${CATALOGUE_CSV_EDITABLE_COLUMNS.join(', ')}`,
    );
  }
  return columns;
}

/** One record's ids and figures; each bad cell is an error naming its column. */
function readLine(
  rec: CsvRecord,
  columns: (CatalogueCsvColumn | null)[],
  errors: CatalogueCsvLineError[],
): ImportLine | null {
  const error = (Field: string, Message: string) => errors.push({ Line: rec.line, Field, Message });
  if (rec.cells.length !== columns.length) {
    error('', `This line has ${rec.cells.length} cells; the header has ${columns.length}`);
    return null;
  }
  const cellOf = (c: CatalogueCsvColumn) => rec.cells[columns.indexOf(c)] ?? '';
  const before = errors.length;
  const skuCell = columns.includes('Sku') ? cellOf('Sku') : '';
  const sku = skuCell === '' ? ok(null) : skuText(skuCell);
  if (!sku.ok) error('Sku', sku.message);
  const productCell = cellOf('ProductId');
  // a row may be named by its SKU alone
  const productId =
    productCell === '' && skuCell !== '' ? ok(null) : wholeNumber(1, DB_INT_MAX)(productCell);
  if (!productId.ok) error('ProductId', `${productId.message}, or empty with a Sku`);
  const exportedCell = columns.includes('StockExported') ? cellOf('StockExported') : '';
  const stockExported =
    exportedCell === '' ? ok(null) : wholeNumber(0, CATALOGUE_CSV_MAX_STOCK)(exportedCell);
  if (!stockExported.ok) error('StockExported', stockExported.message);
  const variantCell = cellOf('VariantId');
  const variantId = variantCell === '' ? ok(null) : wholeNumber(1, DB_INT_MAX)(variantCell);
  if (!variantId.ok) error('VariantId', `${variantId.message}, or empty for a simple product`);
  const given: Partial<CatalogueCsvRowFigures> = {};
  columns.forEach((column, i) => {
    const cell = rec.cells[i]!;
    if (!column || !isEditable(column) || (cell === '' && !blankIsNone.has(column))) return;
    const [figure, reader] = EDITABLE[column];
    const read = reader(cell);
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
export function readImportFile(body: Buffer): ImportFile {
  const errors: CatalogueCsvLineError[] = [];
  const text = decode(body);
  if (text === null) {
    const Message = 'The file is not UTF-8 text: save it as "CSV UTF-8 (Comma delimited)"';
    return { records: 0, lines: [], errors: [{ Line: 0, Field: '', Message }] };
  }
  const recs = records(text);
  if (!Array.isArray(recs)) return { records: 0, lines: [], errors: [recs] };
  const [header, ...rest] = recs;
  if (!header) {
    return {
      records: 0,
      lines: [],
      errors: [{ Line: 1, Field: '', Message: 'The file is empty' }],
    };
  }
  const columns = readHeader(header, errors);
  const data = rest.filter((rec) => rec.cells.some((c) => c !== ''));
  if (errors.length) return { records: data.length, lines: [], errors };
  const lines = data
    .map((rec) => readLine(rec, columns, errors))
    .filter((l): l is ImportLine => l !== null);
  return { records: data.length, lines, errors };
}
