import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { AppError } from '../../lib/errors';
import { csvRecords } from '../../lib/csv-records';

// A bank statement file as rows of text cells, whatever its kind: CSV through csv-parse (the
// reader the other imports use), .xlsx through exceljs, and the legacy .xls (BIFF) that SBI and
// HDFC still export through SheetJS's last npm release (docs/decisions/upi-statement-readers.md).

export interface SheetRow {
  /** the row number in the file (1 = first line), for the owner to find it */
  row: number;
  cells: string[];
}

const unreadable = (why: string) =>
  new AppError(400, 'STATEMENT_UNREADABLE', `We could not read this statement: ${why}`, undefined, [
    { Field: 'body.ContentBase64', Message: why },
  ]);

/** Reads the file by its extension; 400 naming the file when it is not what it says. */
export async function readStatementRows(fileName: string, content: Buffer): Promise<SheetRow[]> {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv') return readCsv(content);
  if (ext === 'xlsx') return readXlsx(content);
  return readXls(content);
}

function readCsv(content: Buffer): SheetRow[] {
  const records = csvRecords(content.toString('utf8'));
  if (!Array.isArray(records)) throw unreadable(records.message);
  return records.map((r) => ({ row: r.line, cells: r.cells }));
}

/** A cell as the bank meant it: dates as DD/MM/YYYY, numbers as written. */
function excelCellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) {
    const d = String(v.getUTCDate()).padStart(2, '0');
    const m = String(v.getUTCMonth() + 1).padStart(2, '0');
    return `${d}/${m}/${v.getUTCFullYear()}`;
  }
  if (typeof v === 'number') return String(v);
  return cell.text.trim();
}

async function readXlsx(content: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw unreadable('it is not an .xlsx workbook');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable('the workbook has no sheet');
  const rows: SheetRow[] = [];
  sheet.eachRow((r, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= r.cellCount; c++) cells.push(excelCellText(r.getCell(c)));
    rows.push({ row: n, cells });
  });
  return rows;
}

function readXls(content: Buffer): SheetRow[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(content, { type: 'buffer', cellDates: false, dense: true });
  } catch {
    throw unreadable('it is not an .xls workbook');
  }
  const first = book.SheetNames[0];
  if (!first) throw unreadable('the workbook has no sheet');
  const table = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[first]!, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  return table
    .map((cells, i) => ({ row: i + 1, cells: cells.map((c) => String(c ?? '').trim()) }))
    .filter((r) => r.cells.some((c) => c !== ''));
}
