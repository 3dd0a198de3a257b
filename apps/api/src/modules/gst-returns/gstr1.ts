import type { InvoiceLine } from '../orders';
import type { GstCreditNote, GstDocuments, GstInvoice } from './gst-documents.service';

// GSTR-1's sections from the period's invoices and credit notes, in integer paise. Which section a
// document goes to:
// - an invoice to a buyer with a GSTIN: B2B (table 4), invoice by invoice;
// - an inter-state invoice to an unregistered buyer above B2CL_THRESHOLD: B2CL (table 5);
// - every other invoice: B2CS (table 7), summed by place of supply and rate;
// - a credit note follows its invoice: against B2B it is CDNR (9B registered), against B2CL it is
//   CDNUR (9B unregistered, type B2CL). A credit note against a B2CS invoice is not reported note
//   by note: B2CS is a net figure, so its lines are taken off the B2CS rows of its place of supply
//   and rate (the portal's instruction for table 7, as the offline tool does it).

/**
 * B2CL: an inter-state invoice to an unregistered buyer of more than ₹1,00,000 (Notification
 * 12/2024-Central Tax, from 1 August 2024; ₹2,50,000 before). In paise.
 */
export const B2CL_THRESHOLD = 1_00_000_00;

export type Supply = 'b2b' | 'b2cl' | 'b2cs';

export interface TaxAmounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}

export interface RateItem extends TaxAmounts {
  rate: number;
}

export interface FiledDocument {
  number: string;
  date: Date;
  /** the document's total value */
  value: number;
  /** GST state code of the place of supply, '29' */
  pos: string;
  posName: string;
  isInterState: boolean;
  items: RateItem[];
}

export interface B2bEntry extends FiledDocument {
  gstin: string;
  name: string;
}

export interface B2csRow extends TaxAmounts {
  pos: string;
  posName: string;
  isInterState: boolean;
  rate: number;
}

export interface HsnRow extends TaxAmounts {
  hsn: string;
  description: string;
  /** 'NOS' for goods counted in pieces; 'NA' (no quantity) for services, as the portal asks */
  uqc: 'NOS' | 'NA';
  qty: number;
  /** taxable value + tax */
  value: number;
  rate: number;
}

export interface DocSeries {
  kind: 'invoice' | 'credit-note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1 {
  sellerGstin: string;
  b2b: B2bEntry[];
  b2cl: FiledDocument[];
  b2cs: B2csRow[];
  cdnr: B2bEntry[];
  cdnur: FiledDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  docs: DocSeries[];
}

/** Which section an invoice belongs to (a credit note: the one of its invoice). */
export function supplyOf(
  buyerGstin: string | null,
  isInterState: boolean,
  invoiceValue: number,
): Supply {
  if (buyerGstin) return 'b2b';
  return isInterState && invoiceValue > B2CL_THRESHOLD ? 'b2cl' : 'b2cs';
}

const zero = (): TaxAmounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 });

function add(to: TaxAmounts, l: InvoiceLine, sign: 1 | -1): void {
  to.taxable += sign * l.taxableValue;
  to.igst += sign * l.igst;
  to.cgst += sign * l.cgst;
  to.sgst += sign * l.sgst;
}

/** A document's lines summed by rate, lowest rate first. */
function byRate(lines: InvoiceLine[]): RateItem[] {
  const rates = new Map<number, RateItem>();
  for (const l of lines) {
    const item = rates.get(l.gstRate) ?? { rate: l.gstRate, ...zero() };
    add(item, l, 1);
    rates.set(l.gstRate, item);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

type Doc = GstInvoice['data'] | GstCreditNote['data'];

function filed(d: Doc, number: string, date: Date): FiledDocument {
  return {
    number,
    date,
    value: d.totals.total,
    pos: d.buyer.stateCode,
    posName: d.buyer.stateName,
    isInterState: d.isInterState,
    items: byRate(d.lines),
  };
}

/** Services have SAC codes, chapter 99. */
const isService = (hsn: string) => hsn.startsWith('99');

function addHsn(rows: Map<string, HsnRow>, l: InvoiceLine, sign: 1 | -1): void {
  const key = `${l.hsn}|${l.gstRate}`;
  const service = isService(l.hsn);
  const row = rows.get(key) ?? {
    hsn: l.hsn,
    description: l.description,
    uqc: service ? 'NA' : 'NOS',
    qty: 0,
    value: 0,
    rate: l.gstRate,
    ...zero(),
  };
  if (!service) row.qty += sign * l.qty;
  row.value += sign * l.total;
  add(row, l, sign);
  rows.set(key, row);
}

const sortedHsn = (rows: Map<string, HsnRow>) =>
  [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);

/** 'KRN/26-27/000123' -> series 'KRN/26-27/', sequence 123. */
function seriesOf(number: string): { series: string; seq: number } {
  const m = /^(.*?)(\d+)$/.exec(number);
  return m ? { series: m[1]!, seq: Number(m[2]) } : { series: number, seq: 0 };
}

function docSeries(
  kind: DocSeries['kind'],
  docs: { number: string; cancelled: boolean }[],
): DocSeries[] {
  const groups = new Map<string, { number: string; seq: number; cancelled: boolean }[]>();
  for (const d of docs) {
    const { series, seq } = seriesOf(d.number);
    groups.set(series, [...(groups.get(series) ?? []), { ...d, seq }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list]) => {
      const sorted = [...list].sort((a, b) => a.seq - b.seq);
      return {
        kind,
        from: sorted[0]!.number,
        to: sorted[sorted.length - 1]!.number,
        total: sorted.length,
        cancelled: sorted.filter((d) => d.cancelled).length,
      };
    });
}

/** GSTR-1 of a period's documents. */
export function gstr1(docs: GstDocuments): Gstr1 {
  const out: Gstr1 = {
    sellerGstin: docs.sellerGstin,
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsnB2b: [],
    hsnB2c: [],
    docs: [],
  };
  const b2cs = new Map<string, B2csRow>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  const intoB2cs = (d: Doc, sign: 1 | -1) => {
    for (const l of d.lines) {
      const key = `${d.buyer.stateCode}|${l.gstRate}`;
      const row = b2cs.get(key) ?? {
        pos: d.buyer.stateCode,
        posName: d.buyer.stateName,
        isInterState: d.isInterState,
        rate: l.gstRate,
        ...zero(),
      };
      add(row, l, sign);
      b2cs.set(key, row);
    }
  };

  for (const inv of docs.invoices) {
    if (inv.cancelled) continue;
    const d = inv.data;
    const supply = supplyOf(inv.buyer.gstin, d.isInterState, d.totals.total);
    const doc = filed(d, d.invoiceNumber, d.invoiceDate);
    if (supply === 'b2b') {
      out.b2b.push({ ...doc, gstin: inv.buyer.gstin!, name: inv.buyer.businessName ?? '' });
    } else if (supply === 'b2cl') out.b2cl.push(doc);
    else intoB2cs(d, 1);
    for (const l of d.lines) addHsn(supply === 'b2b' ? hsnB2b : hsnB2c, l, 1);
  }

  for (const cn of docs.creditNotes) {
    const d = cn.data;
    const supply = supplyOf(cn.buyer.gstin, d.isInterState, cn.invoiceValue);
    const doc = filed(d, d.creditNoteNumber, d.creditNoteDate);
    if (supply === 'b2b') {
      out.cdnr.push({ ...doc, gstin: cn.buyer.gstin!, name: cn.buyer.businessName ?? '' });
    } else if (supply === 'b2cl') out.cdnur.push(doc);
    else intoB2cs(d, -1);
    for (const l of d.lines) addHsn(supply === 'b2b' ? hsnB2b : hsnB2c, l, -1);
  }

  out.b2cs = [...b2cs.values()]
    .filter((r) => r.taxable || r.igst || r.cgst || r.sgst)
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate);
  out.hsnB2b = sortedHsn(hsnB2b);
  out.hsnB2c = sortedHsn(hsnB2c);
  out.docs = [
    ...docSeries(
      'invoice',
      docs.invoices.map((i) => ({ number: i.data.invoiceNumber, cancelled: i.cancelled })),
    ),
    ...docSeries(
      'credit-note',
      docs.creditNotes.map((c) => ({ number: c.data.creditNoteNumber, cancelled: false })),
    ),
  ];
  return out;
}
