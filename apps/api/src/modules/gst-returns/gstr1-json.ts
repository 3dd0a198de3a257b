import type { B2bEntry, FiledDocument, Gstr1, HsnRow, RateItem } from './gstr1';
import { portalDate, type GstPeriod } from './gst-period';

// GSTR-1 as the GST portal's JSON (the offline tool's import): amounts in rupees with two
// decimals, dates 'DD-MM-YYYY', places of supply as two-digit state codes. Its shape is checked
// by gstr1.schema.json.

const rupees = (paise: number) => Math.round(paise) / 100;

const itms = (items: RateItem[], inter: boolean) =>
  items.map((i, n) => ({
    num: n + 1,
    itm_det: {
      rt: i.rate,
      txval: rupees(i.taxable),
      ...(inter ? { iamt: rupees(i.igst) } : { camt: rupees(i.cgst), samt: rupees(i.sgst) }),
      csamt: rupees(i.cess),
    },
  }));

const invoice = (d: FiledDocument) => ({
  inum: d.number,
  idt: portalDate(d.date),
  val: rupees(d.value),
  pos: d.pos,
});

const note = (d: FiledDocument) => ({
  nt_num: d.number,
  nt_dt: portalDate(d.date),
  ntty: 'C',
  val: rupees(d.value),
  pos: d.pos,
});

function byGstin(entries: B2bEntry[], row: (e: B2bEntry) => object, key: 'inv' | 'nt') {
  const groups = new Map<string, object[]>();
  for (const e of entries) groups.set(e.gstin, [...(groups.get(e.gstin) ?? []), row(e)]);
  return [...groups.entries()].map(([ctin, list]) => ({ ctin, [key]: list }));
}

const hsn = (rows: HsnRow[]) =>
  rows.map((r, n) => ({
    num: n + 1,
    hsn_sc: r.hsn,
    desc: r.description.slice(0, 30),
    uqc: r.uqc,
    qty: r.qty,
    rt: r.rate,
    txval: rupees(r.taxable),
    iamt: rupees(r.igst),
    camt: rupees(r.cgst),
    samt: rupees(r.sgst),
    csamt: rupees(r.cess),
  }));

/** The portal's GSTR-1 JSON of a period. */
export function gstr1Json(g: Gstr1, period: GstPeriod) {
  return {
    gstin: g.sellerGstin,
    fp: period.fp,
    version: 'GST3.2.1',
    hash: 'hash',
    b2b: byGstin(
      g.b2b,
      (e) => ({
        ...invoice(e),
        rchrg: 'N',
        inv_typ: 'R',
        itms: itms(e.items, e.isInterState),
      }),
      'inv',
    ),
    b2cl: groupByPos(g.b2cl.map((d) => ({ ...invoice(d), itms: itms(d.items, true) }))),
    b2cs: g.b2cs.map((r) => ({
      sply_ty: r.isInterState ? 'INTER' : 'INTRA',
      pos: r.pos,
      typ: 'OE',
      rt: r.rate,
      txval: rupees(r.taxable),
      ...(r.isInterState
        ? { iamt: rupees(r.igst) }
        : { camt: rupees(r.cgst), samt: rupees(r.sgst) }),
      csamt: rupees(r.cess),
    })),
    cdnr: byGstin(
      g.cdnr,
      (e) => ({ ...note(e), rchrg: 'N', inv_typ: 'R', itms: itms(e.items, e.isInterState) }),
      'nt',
    ),
    cdnur: g.cdnur.map((d) => ({ ...note(d), typ: 'B2CL', itms: itms(d.items, true) })),
    hsn: { hsn_b2b: hsn(g.hsnB2b), hsn_b2c: hsn(g.hsnB2c) },
    doc_issue: {
      doc_det: (['invoice', 'credit-note'] as const)
        .map((kind) => ({
          // the portal's document kinds: 1 invoices for outward supply, 5 credit notes
          doc_num: kind === 'invoice' ? 1 : 5,
          docs: g.docs
            .filter((d) => d.kind === kind)
            .map((d, n) => ({
              num: n + 1,
              from: d.from,
              to: d.to,
              totnum: d.total,
              cancel: d.cancelled,
              net_issue: d.total - d.cancelled,
            })),
        }))
        .filter((d) => d.docs.length > 0),
    },
  };
}

/** B2CL invoices under their place of supply, as the portal nests them. */
function groupByPos(invs: (ReturnType<typeof invoice> & { itms: unknown })[]) {
  const groups = new Map<string, object[]>();
  for (const { pos, ...inv } of invs) groups.set(pos, [...(groups.get(pos) ?? []), inv]);
  return [...groups.entries()].map(([pos, inv]) => ({ pos, inv }));
}

export type Gstr1Json = ReturnType<typeof gstr1Json>;
