import { CsvError, parse } from 'csv-parse/sync';

// A CSV upload's records through csv-parse, each with the file line it starts on, so the
// checks after it can name the line at fault (the header is line 1; blank lines are skipped).

export interface CsvRecord {
  /** the record's cells, trimmed */
  cells: string[];
  line: number;
}

/** Where the text stops being CSV (a malformed quote): nothing of the file is read. */
export interface CsvSyntaxError {
  line: number;
  message: string;
}

export function csvRecords(text: string): CsvRecord[] | CsvSyntaxError {
  try {
    // each record made a CsvRecord as it is read: no array of records with their info objects
    // (a 100,000-line import's) is kept beside the answer
    const toRecord = (record: string[], info: { lines: number }): CsvRecord => ({
      cells: record.map((c) => c.trim()),
      // info.lines is the line the record ends on; a quoted cell's line breaks came before it
      line: info.lines - record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0),
    });
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // csv-parse types on_record as answering a record of cells
      on_record: toRecord as unknown as (record: string[]) => string[],
    }) as unknown as CsvRecord[];
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines ?? 0;
    return { line, message: `The file is not valid CSV: ${err.message}` };
  }
}
