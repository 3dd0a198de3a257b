import type { Bill, BillLine, RefundKind } from '@kirana/shared';
import {
  amountInWords,
  feeLines,
  gstParties,
  lineDescription,
  type GstDocumentData,
  type GstPartySources,
  type InvoiceLine,
} from '../../orders';

// What a GST credit note prints (CGST Rules, rule 53(1A)): the supplier, its own number and
// date, the original invoice it reduces, the recipient, the lines taken back with their tax,
// and the total in words. Amounts are integer paise.

export interface CreditNoteData extends GstDocumentData {
  creditNoteNumber: string;
  creditNoteDate: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  refundNumber: string;
  refundKind: RefundKind;
  /** the refund's reason as stored: a return or cancel reason (English), or the store's words */
  reason: string;
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
    description: lineDescription(l),
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
  return [...goods, ...feeLines(bill)];
}

export interface CreditNoteSource
  extends
    GstPartySources,
    Omit<CreditNoteData, 'seller' | 'buyer' | 'placeOfSupply' | 'totals' | 'amountInWords'> {}

/** The credit note with its parties, place of supply and totals (the sum of its lines). */
export function creditNoteData(src: CreditNoteSource): CreditNoteData {
  const sum = (f: (l: InvoiceLine) => number) => src.lines.reduce((a, l) => a + f(l), 0);
  const total = sum((l) => l.total);
  return {
    ...src,
    ...gstParties(src),
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
