import {
  gstStateCode,
  INDIAN_STATES,
  type Bill,
  type BillFeeKind,
  type BillLine,
} from '@kirana/shared';

import { amountInWords } from './amount-in-words';

// What a GST tax invoice prints (CGST Rules, rule 46), and how it is made from an order's bill.
// Amounts are integer paise; `stateCode` here is the two-digit GST code ('29'), not 'KA'.

export interface InvoiceParty {
  stateCode: string;
  stateName: string;
}

export interface InvoiceSeller extends InvoiceParty {
  legalName: string;
  storeName: string;
  /** may hold line breaks */
  address: string;
  gstin: string;
}

export interface InvoiceBuyer extends InvoiceParty {
  name: string;
  addressLines: string[];
  phone: string;
  /** a business buyer's GSTIN and name (a B2B invoice); absent or null for a shopper */
  gstin?: string | null;
  businessName?: string | null;
}

export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for services (fees) */
  hsn: string;
  qty: number;
  unitPrice: number;
  /** the coupon share already taken off this line */
  discount: number;
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable value + tax: what the line is billed at */
  total: number;
}

/** What every GST document (the tax invoice, a credit note) prints: parties, lines, totals. */
export interface GstDocumentData {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** state name and GST code, e.g. 'Karnataka (29)' */
  placeOfSupply: string;
  isInterState: boolean;
  lines: InvoiceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
  amountInWords: string;
}

export interface InvoiceData extends GstDocumentData {
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  couponCode: string | null;
  couponDiscount: number;
}

/**
 * SAC codes of the fees. 996813 'local delivery services' (heading 9968, postal and courier),
 * also for the cash-on-delivery charge collected with the delivery; 998599 'other support
 * services' for the platform fee. The store's accountant may change them here, in one place.
 */
export const FEE_SAC: Readonly<Record<BillFeeKind, string>> = {
  delivery: '996813',
  cod: '996813',
  platform: '998599',
};

/** A party's GST code and state name from our state code ('KA' -> '29', 'Karnataka'). */
export function invoiceParty(state: string): InvoiceParty {
  const code = gstStateCode(state);
  const entry = INDIAN_STATES.find((s) => s.code === state);
  if (!code || !entry) throw new RangeError(`unknown state code '${state}'`);
  return { stateCode: code, stateName: entry.name };
}

/** The seller as the store's settings name it today, with our state code ('KA'). */
export type CurrentSeller = Omit<InvoiceSeller, keyof InvoiceParty> & { state: string };

/** The seller as the store's settings name it now, with its GST code: what an invoice keeps. */
export function sellerSnapshot({ state, ...seller }: CurrentSeller): InvoiceSeller {
  return { ...seller, ...invoiceParty(state) };
}

/**
 * The seller and the buyer as a document is made from them: the buyer with our state code
 * ('KA'); the seller as the invoice kept it (an InvoiceSeller) or, for an invoice issued before
 * the snapshot was kept, as the settings name it now.
 */
export interface GstPartySources {
  seller: CurrentSeller | InvoiceSeller;
  buyer: Omit<InvoiceBuyer, keyof InvoiceParty> & { state: string };
}

/** The parties with their GST codes and state names, and the place of supply (the buyer's state). */
export function gstParties(
  src: GstPartySources,
): Pick<GstDocumentData, 'seller' | 'buyer' | 'placeOfSupply'> {
  const { state: buyerState, ...buyer } = src.buyer;
  const buyerParty = invoiceParty(buyerState);
  return {
    seller: 'stateCode' in src.seller ? src.seller : sellerSnapshot(src.seller),
    buyer: { ...buyer, ...buyerParty },
    placeOfSupply: `${buyerParty.stateName} (${buyerParty.stateCode})`,
  };
}

export interface InvoiceSource extends GstPartySources {
  bill: Bill;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
}

/** How a bill line is described: its name and, if any, its variant. */
export const lineDescription = (l: Pick<BillLine, 'Name' | 'VariantLabel'>) =>
  l.VariantLabel ? `${l.Name} (${l.VariantLabel})` : l.Name;

/** Every charged fee of a bill as a line, with its SAC code. */
export function feeLines(bill: Bill): InvoiceLine[] {
  return bill.Fees.filter((f) => f.Amount > 0).map((f) => ({
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
}

function linesOf(bill: Bill): InvoiceLine[] {
  const goods = bill.Lines.map((l) => ({
    description: lineDescription(l),
    hsn: l.Hsn,
    qty: l.Qty,
    unitPrice: l.UnitPrice,
    discount: l.Discount,
    taxableValue: l.TaxableValue,
    gstRate: l.GstRate,
    cgst: l.Cgst,
    sgst: l.Sgst,
    igst: l.Igst,
    total: l.NetAmount,
  }));
  return [...goods, ...feeLines(bill)];
}

/** The invoice of an order from its bill: every line and charged fee, totals equal to the bill's; refuses a bill taxed for another state. */
export function invoiceFromBill(src: InvoiceSource): InvoiceData {
  const { bill } = src;
  if (bill.PlaceOfSupply !== src.buyer.state) {
    throw new RangeError(
      `the bill was taxed for ${bill.PlaceOfSupply ?? 'no state'}, not ${src.buyer.state}`,
    );
  }
  return {
    ...gstParties(src),
    invoiceNumber: src.invoiceNumber,
    invoiceDate: src.invoiceDate,
    orderNumber: src.orderNumber,
    isInterState: bill.IsInterState,
    lines: linesOf(bill),
    totals: {
      taxable: bill.TaxableTotal,
      cgst: bill.CgstTotal,
      sgst: bill.SgstTotal,
      igst: bill.IgstTotal,
      total: bill.AmountPayable,
    },
    couponCode: bill.CouponCode,
    couponDiscount: bill.CouponDiscount,
    amountInWords: amountInWords(bill.AmountPayable),
  };
}
