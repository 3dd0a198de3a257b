import type { Bill, BillLine } from '@kirana/shared';
import {
  amountInWords,
  FEE_SAC,
  invoiceParty,
  type InvoiceLine,
  type InvoiceParty,
} from '../../orders';

// What a GST credit note prints (CGST Rules, rule 53(1A)): the supplier, its own number and
// date, the original invoice it reduces, the recipient, the lines taken back with their tax,
// and the total in words. Amounts are integer paise.

export interface CreditNoteData {
  seller: { legalName: string; storeName: string; address: string; gstin: string } & InvoiceParty;
  buyer: { name: string; addressLines: string[]; phone: string } & InvoiceParty;
  placeOfSupply: string;
  isInterState: boolean;
  creditNoteNumber: string;
  creditNoteDate: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  refundNumber: string;
  reason: string;
  lines: InvoiceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
  amountInWords: string;
}

/** The tax inside `amount` paise of a bill line, in the proportion of the line's own split. */
function taxShare(l: Pick<BillLine, 'NetAmount' | 'TaxableValue'>, amount: number, inter: boolean) {
  const taxable =
    amount === l.NetAmount || l.NetAmount === 0
      ? Math.min(amount, l.TaxableValue)
      : Math.round((l.TaxableValue * amount) / l.NetAmount);
  const tax = amount - taxable;
  if (inter) return { taxableValue: taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxableValue: taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** A returned quantity of one bill line, credited at `amount` paise. */
export function returnedLine(
  l: BillLine,
  qty: number,
  amount: number,
  inter: boolean,
): InvoiceLine {
  return {
    description: l.VariantLabel ? `${l.Name} (${l.VariantLabel})` : l.Name,
    hsn: l.Hsn,
    qty,
    unitPrice: l.UnitPrice,
    discount: l.UnitPrice * qty - amount,
    gstRate: l.GstRate,
    ...taxShare(l, amount, inter),
    total: amount,
  };
}

/** Every line and charged fee of a bill, credited in full: a cancelled supply. */
export function wholeBillLines(bill: Bill): InvoiceLine[] {
  const goods = bill.Lines.map((l) => returnedLine(l, l.Qty, l.NetAmount, bill.IsInterState));
  const fees = bill.Fees.filter((f) => f.Amount > 0).map((f) => ({
    description: f.Name,
    hsn: FEE_SAC[f.Kind],
    qty: 1,
    unitPrice: f.Amount,
    discount: 0,
    taxableValue: f.TaxableValue,
    gstRate: f.GstRate,
    cgst: f.Cgst,
    sgst: f.Sgst,
    igst: f.Igst,
    total: f.Amount,
  }));
  return [...goods, ...fees];
}

export interface CreditNoteSource extends Omit<
  CreditNoteData,
  'seller' | 'buyer' | 'placeOfSupply' | 'totals' | 'amountInWords'
> {
  seller: Omit<CreditNoteData['seller'], keyof InvoiceParty> & { state: string };
  buyer: Omit<CreditNoteData['buyer'], keyof InvoiceParty> & { state: string };
}

/** The credit note with its parties, place of supply and totals (the sum of its lines). */
export function creditNoteData(src: CreditNoteSource): CreditNoteData {
  const { state: sellerState, ...seller } = src.seller;
  const { state: buyerState, ...buyer } = src.buyer;
  const buyerParty = invoiceParty(buyerState);
  const sum = (f: (l: InvoiceLine) => number) => src.lines.reduce((a, l) => a + f(l), 0);
  const total = sum((l) => l.total);
  return {
    ...src,
    seller: { ...seller, ...invoiceParty(sellerState) },
    buyer: { ...buyer, ...buyerParty },
    placeOfSupply: `${buyerParty.stateName} (${buyerParty.stateCode})`,
    totals: {
      taxable: sum((l) => l.taxableValue),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      total,
    },
    amountInWords: amountInWords(total),
  };
}
