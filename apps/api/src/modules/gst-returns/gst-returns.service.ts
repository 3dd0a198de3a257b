import { strToU8, zipSync } from 'fflate';
import type { GstReturnSummary, GstSectionTotals } from '@kirana/shared';
import type { Db } from '../../db/client';
import { gstDocuments } from './gst-documents.service';
import { gstPeriod, indiaDate, type GstPeriod } from './gst-period';
import { gstr1, type Gstr1, type TaxAmounts } from './gstr1';
import { gstr1CsvFiles } from './gstr1-csv';
import { gstr1Json } from './gstr1-json';
import { salesRegisterCsv } from './sales-register';

// The console's GST returns: a period's GSTR-1 (its totals, the offline tool's CSV files zipped,
// the portal's JSON) and the sales register.

/** The period of a checked query (the route's zod pattern is the same as gstPeriod's). */
export function periodOf(label: string): GstPeriod {
  const p = gstPeriod(label);
  if (!p) throw new RangeError(`not a period: ${label}`);
  return p;
}

const sumTaxes = (rows: TaxAmounts[]) =>
  rows.reduce(
    (a, r) => ({
      Taxable: a.Taxable + r.taxable,
      Igst: a.Igst + r.igst,
      Cgst: a.Cgst + r.cgst,
      Sgst: a.Sgst + r.sgst,
      Cess: a.Cess + r.cess,
    }),
    { Taxable: 0, Igst: 0, Cgst: 0, Sgst: 0, Cess: 0 },
  );

/** Each section's totals: documents' items, or the rows of B2CS and HSN. */
export function sectionTotals(g: Gstr1): GstSectionTotals[] {
  const docs = (Section: GstSectionTotals['Section'], list: { items: TaxAmounts[] }[]) => ({
    Section,
    Rows: list.length,
    ...sumTaxes(list.flatMap((d) => d.items)),
  });
  const rows = (Section: GstSectionTotals['Section'], list: TaxAmounts[]) => ({
    Section,
    Rows: list.length,
    ...sumTaxes(list),
  });
  return [
    docs('b2b', g.b2b),
    docs('b2cl', g.b2cl),
    rows('b2cs', g.b2cs),
    docs('cdnr', g.cdnr),
    docs('cdnur', g.cdnur),
    rows('hsnB2b', g.hsnB2b),
    rows('hsnB2c', g.hsnB2c),
  ];
}

const isoDay = (d: Date) => {
  const { day, month, year } = indiaDate(d);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export async function gstReturnSummary(db: Db, label: string): Promise<GstReturnSummary> {
  const period = periodOf(label);
  const docs = await gstDocuments(db, period);
  const g = gstr1(docs);
  return {
    Period: label,
    From: isoDay(period.start),
    To: isoDay(new Date(period.end.getTime() - 1)),
    Invoices: docs.invoices.length,
    CreditNotes: docs.creditNotes.length,
    Sections: sectionTotals(g),
    Docs: g.docs.map((d) => ({
      Kind: d.kind,
      From: d.from,
      To: d.to,
      Total: d.total,
      Cancelled: d.cancelled,
    })),
  };
}

/** The portal's GSTR-1 JSON of a period. */
export async function gstr1JsonOf(db: Db, label: string) {
  const period = periodOf(label);
  return gstr1Json(gstr1(await gstDocuments(db, period)), period);
}

/** The offline tool's CSV files of a period in one zip (plain UTF-8: the tool matches its headers exactly, a byte order mark would spoil the first). */
export async function gstr1ZipOf(db: Db, label: string): Promise<Buffer> {
  const files = gstr1CsvFiles(gstr1(await gstDocuments(db, periodOf(label))));
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, strToU8(text)]),
  );
  return Buffer.from(zipSync(entries, { level: 6 }));
}

export async function salesRegisterOf(db: Db, label: string): Promise<string> {
  return salesRegisterCsv(await gstDocuments(db, periodOf(label)));
}

/** 'gstr1-2026-11': the downloads' file names. */
export const fileStem = (kind: string, label: string) => `${kind}-${label}`;
