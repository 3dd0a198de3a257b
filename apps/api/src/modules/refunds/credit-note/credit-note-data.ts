import type { Bill, BillLine, CancelReasonCode, RefundKind } from '@kirana/shared';
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
  /** a cancellation by the store with a preset reason: its code (the words print from it) */
  cancelReasonCode?: CancelReasonCode | null;
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

const lineKey = (l: Pick<BillLine, 'ProductId' | 'VariantId'>) =>
  `${l.ProductId}:${l.VariantId ?? ''}`;

/**
 * What an order edit takes off its invoice, line by line: each bill line's quantity, taxable
 * value and tax before the edit less after it (a removed line in full; a kept line whose coupon
 * share moved, with no quantity). The fees stay as charged, so a fee changed only by a rounding
 * would be credited too. Sums to the bill before less the bill after, to the paisa.
 */
export function editedAwayLines(before: Bill, after: Bill): InvoiceLine[] {
  const afterLine = new Map(after.Lines.map((l) => [lineKey(l), l]));
  const goods = before.Lines.flatMap((b): InvoiceLine[] => {
    const a = afterLine.get(lineKey(b));
    const total = b.NetAmount - (a?.NetAmount ?? 0);
    if (total === 0 && b.Qty === (a?.Qty ?? 0)) return [];
    return [
      {
        description: lineDescription(b),
        hsn: b.Hsn,
        qty: b.Qty - (a?.Qty ?? 0),
        unitPrice: b.UnitPrice,
        discount: b.Discount - (a?.Discount ?? 0),
        gstRate: b.GstRate,
        taxableValue: b.TaxableValue - (a?.TaxableValue ?? 0),
        cgst: b.Cgst - (a?.Cgst ?? 0),
        sgst: b.Sgst - (a?.Sgst ?? 0),
        igst: b.Igst - (a?.Igst ?? 0),
        total,
      },
    ];
  });
  const afterFee = new Map(feeLines(after).map((f) => [`${f.hsn}:${f.description}`, f]));
  const fees = feeLines(before).flatMap((f): InvoiceLine[] => {
    const a = afterFee.get(`${f.hsn}:${f.description}`);
    if (a && a.total === f.total && a.taxableValue === f.taxableValue) return [];
    return [
      {
        ...f,
        qty: a ? 0 : 1,
        taxableValue: f.taxableValue - (a?.taxableValue ?? 0),
        cgst: f.cgst - (a?.cgst ?? 0),
        sgst: f.sgst - (a?.sgst ?? 0),
        igst: f.igst - (a?.igst ?? 0),
        total: f.total - (a?.total ?? 0),
      },
    ];
  });
  return [...goods, ...fees];
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
