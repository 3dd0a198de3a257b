import {
  allocateByWeight,
  type Bill,
  type BillFee,
  type BillFeeKind,
  type BillLine,
  type GstRate,
} from '@kirana/shared';

// The one bill of the store, used by the cart, the checkout and order creation. Pure: the
// caller brings catalogue prices, the coupon's discount and the store's fees. Prices and fees
// are GST-inclusive integer paise; the tax inside each is split out, so that the taxable values
// and the taxes add up to the amount payable to the paisa.

export interface BillLineInput {
  key: string;
  productId: number;
  variantId: number | null;
  name: string;
  variantLabel: string | null;
  unitPrice: number;
  unitMrp: number;
  qty: number;
  gstRate: GstRate;
  hsn: string;
  categoryId: number;
}

export interface BillInput {
  lines: readonly BillLineInput[];
  /** From the coupon rules; `lineKeys` names the eligible lines the discount is spread over. */
  couponDiscount: { code: string; amount: number; lineKeys: readonly string[] } | null;
  delivery: {
    methodId: string;
    name: string;
    fee: number;
    freeAbove: number | null;
    gstRate: number;
  };
  platformFee: { name: string; fee: number; gstRate: number } | null;
  /** Only when the shopper pays cash on delivery. */
  codFee: { fee: number; gstRate: number } | null;
  storeState: string;
  /** null until the shopper chooses an address: estimated as intra-state. */
  deliveryState: string | null;
}

export interface GstSplit {
  TaxableValue: number;
  Cgst: number;
  Sgst: number;
  Igst: number;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be whole, non-negative paise (got ${value})`);
  }
}

/** round(a / b) with halves rounded up, exactly, for a >= 0 and b > 0 integers. */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** A percent rate with at most two decimals as whole basis points (0.25 % -> 25); throws otherwise. */
function basisPoints(gstRate: number): number {
  const bp = Math.round(gstRate * 100);
  if (!(gstRate >= 0 && gstRate <= 100) || Math.abs(bp - gstRate * 100) > 1e-9) {
    throw new RangeError(`GST rate must be a percent with at most two decimals (got ${gstRate})`);
  }
  return bp;
}

/**
 * Splits the GST inside a GST-inclusive amount: taxable = round(amount × 10000 / (10000 + rate in
 * basis points)), half up, in integers (so 0.25 % is exact: no float enters the paise);
 * tax = amount − taxable, as IGST across states or CGST = floor(tax / 2) plus SGST = the rest
 * within one. The four parts always add up to `amount`.
 */
export function splitGst(amount: number, gstRate: number, interState: boolean): GstSplit {
  assertPaise(amount, 'amount');
  const taxable = divideHalfUp(amount * 10_000, 10_000 + basisPoints(gstRate));
  const tax = amount - taxable;
  if (interState) return { TaxableValue: taxable, Cgst: 0, Sgst: 0, Igst: tax };
  const cgst = Math.floor(tax / 2);
  return { TaxableValue: taxable, Cgst: cgst, Sgst: tax - cgst, Igst: 0 };
}

/** Each line's share of the coupon discount, by line total over the eligible lines, capped at their total. */
function lineDiscounts(
  lines: readonly BillLineInput[],
  coupon: BillInput['couponDiscount'],
): number[] {
  if (!coupon) return lines.map(() => 0);
  assertPaise(coupon.amount, 'coupon discount');
  const eligible = new Set(coupon.lineKeys);
  const weights = lines.map((l) => (eligible.has(l.key) ? l.unitPrice * l.qty : 0));
  const eligibleTotal = weights.reduce((a, w) => a + w, 0);
  if (eligibleTotal === 0) return lines.map(() => 0);
  return allocateByWeight(Math.min(coupon.amount, eligibleTotal), weights);
}

function billLine(line: BillLineInput, discount: number, interState: boolean): BillLine {
  assertPaise(line.unitPrice, `unit price of ${line.key}`);
  assertPaise(line.unitMrp, `MRP of ${line.key}`);
  if (!Number.isSafeInteger(line.qty) || line.qty < 1) {
    throw new RangeError(`quantity of ${line.key} must be a whole number from 1`);
  }
  const lineTotal = line.unitPrice * line.qty;
  const netAmount = lineTotal - discount;
  return {
    Key: line.key,
    ProductId: line.productId,
    VariantId: line.variantId,
    Name: line.name,
    VariantLabel: line.variantLabel,
    Qty: line.qty,
    UnitPrice: line.unitPrice,
    UnitMrp: line.unitMrp,
    LineTotal: lineTotal,
    Discount: discount,
    NetAmount: netAmount,
    GstRate: line.gstRate,
    Hsn: line.hsn,
    ...splitGst(netAmount, line.gstRate, interState),
  };
}

function fee(
  kind: BillFeeKind,
  name: string,
  amount: number,
  gstRate: number,
  inter: boolean,
): BillFee {
  return {
    Kind: kind,
    Name: name,
    Amount: amount,
    GstRate: gstRate,
    ...splitGst(amount, gstRate, inter),
  };
}

interface DeliveryOutcome {
  fee: number;
  isFree: boolean;
  amountToFree: number;
}

/** Delivery is free once the items after the coupon reach `freeAbove`; an empty cart pays nothing. */
function deliveryOutcome(input: BillInput, itemsAfterCoupon: number): DeliveryOutcome {
  const { fee: baseFee, freeAbove } = input.delivery;
  assertPaise(baseFee, 'delivery fee');
  if (input.lines.length === 0) {
    return { fee: 0, isFree: false, amountToFree: freeAbove ?? 0 };
  }
  if (baseFee === 0) return { fee: 0, isFree: true, amountToFree: 0 };
  if (freeAbove !== null && itemsAfterCoupon >= freeAbove) {
    return { fee: 0, isFree: true, amountToFree: 0 };
  }
  const amountToFree = freeAbove === null ? 0 : freeAbove - itemsAfterCoupon;
  return { fee: baseFee, isFree: false, amountToFree };
}

function billFees(input: BillInput, delivery: DeliveryOutcome, inter: boolean): BillFee[] {
  const fees = [fee('delivery', input.delivery.name, delivery.fee, input.delivery.gstRate, inter)];
  const charged = input.lines.length > 0;
  const { platformFee, codFee } = input;
  if (charged && platformFee && platformFee.fee > 0) {
    fees.push(fee('platform', platformFee.name, platformFee.fee, platformFee.gstRate, inter));
  }
  if (charged && codFee && codFee.fee > 0) {
    fees.push(fee('cod', 'Cash on delivery fee', codFee.fee, codFee.gstRate, inter));
  }
  return fees;
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((a, row) => a + pick(row), 0);

/**
 * The bill: line totals, the coupon discount spread over its eligible lines, delivery,
 * platform and COD fees, and GST split out of every line and fee. Guarantees
 * TaxableTotal + TaxTotal = AmountPayable = ItemTotal − CouponDiscount + the fees.
 */
export function computeBill(input: BillInput): Bill {
  const interState = input.deliveryState !== null && input.deliveryState !== input.storeState;
  const discounts = lineDiscounts(input.lines, input.couponDiscount);
  const lines = input.lines.map((l, i) => billLine(l, discounts[i]!, interState));
  const itemTotal = sum(lines, (l) => l.LineTotal);
  const mrpTotal = sum(lines, (l) => Math.max(l.UnitMrp, l.UnitPrice) * l.Qty);
  const couponDiscount = sum(lines, (l) => l.Discount);
  const delivery = deliveryOutcome(input, itemTotal - couponDiscount);
  const fees = billFees(input, delivery, interState);
  const parts = [...lines, ...fees];
  const cgst = sum(parts, (p) => p.Cgst);
  const sgst = sum(parts, (p) => p.Sgst);
  const igst = sum(parts, (p) => p.Igst);
  return {
    Lines: lines,
    Fees: fees,
    ItemTotal: itemTotal,
    MrpTotal: mrpTotal,
    MrpSavings: mrpTotal - itemTotal,
    CouponCode: input.couponDiscount?.code ?? null,
    CouponDiscount: couponDiscount,
    DeliveryFee: delivery.fee,
    IsFreeDelivery: delivery.isFree,
    AmountToFreeDelivery: delivery.amountToFree,
    PlatformFee: sum(fees, (f) => (f.Kind === 'platform' ? f.Amount : 0)),
    CodFee: sum(fees, (f) => (f.Kind === 'cod' ? f.Amount : 0)),
    TaxableTotal: sum(parts, (p) => p.TaxableValue),
    CgstTotal: cgst,
    SgstTotal: sgst,
    IgstTotal: igst,
    TaxTotal: cgst + sgst + igst,
    IsInterState: interState,
    PlaceOfSupply: input.deliveryState,
    AmountPayable: itemTotal - couponDiscount + sum(fees, (f) => f.Amount),
  };
}

/**
 * The bill of an order switched to cash on delivery: the same lines and fees plus the COD fee,
 * its GST split out like every other fee. Pure, so the amount shown and charged agree.
 */
export function withCodFee(bill: Bill, codFee: { fee: number; gstRate: number }): Bill {
  if (bill.CodFee > 0 || codFee.fee <= 0) return bill;
  assertPaise(codFee.fee, 'COD fee');
  const added = fee('cod', 'Cash on delivery fee', codFee.fee, codFee.gstRate, bill.IsInterState);
  return {
    ...bill,
    Fees: [...bill.Fees, added],
    CodFee: added.Amount,
    TaxableTotal: bill.TaxableTotal + added.TaxableValue,
    CgstTotal: bill.CgstTotal + added.Cgst,
    SgstTotal: bill.SgstTotal + added.Sgst,
    IgstTotal: bill.IgstTotal + added.Igst,
    TaxTotal: bill.TaxTotal + added.Cgst + added.Sgst + added.Igst,
    AmountPayable: bill.AmountPayable + added.Amount,
  };
}
