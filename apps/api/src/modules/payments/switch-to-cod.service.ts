import {
  formatInr,
  isPaidStatus,
  type Bill,
  type OrderDetails,
  type PaymentMethod,
} from '@kirana/shared';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { listPaymentMethods } from '../content';
import { findCoupon, paymentMethodRefusal } from '../offers';
import {
  assignInvoiceNumber,
  findOwnOrder,
  isAwaitingPayment,
  lockOrder,
  moveOrder,
  orderDetails,
  type OrderRow,
} from '../orders';
import { attemptsOf } from './payment-attempts';
import { assertTotalAsSeen, methodRefusal, withCodFee } from '../checkout';
import { paymentConfigOf } from '../../lib/razorpay-keys';

// Paying the rest of an unpaid online order in cash instead: the same order, its bill with the
// COD fee added, checked against the COD rules (order value, pincodes, coupon scope).

interface CodOption {
  IsAvailable: boolean;
  AmountPayable: number;
  Reason: string | null;
}

/** Why an order may not switch to cash on delivery, with the answer's status and code. */
interface CodRefusal {
  status: 400 | 409;
  code: 'PAYMENT_METHOD_UNAVAILABLE' | 'COUPON_INVALID';
  reason: string;
}

/** The order's bill with cash on delivery, and why it may not switch (null when it may). */
async function codCheck(
  deps: AppDeps,
  order: OrderRow,
  reader: Reader,
): Promise<{ cod: PaymentMethod | null; bill: Bill; refusal: CodRefusal | null }> {
  const db = deps.database.db;
  const { PaymentMethods } = await listPaymentMethods(db, paymentConfigOf(deps));
  const cod = PaymentMethods.find((m) => m.PaymentMethodId === 'cod') ?? null;
  const unavailable = (reason: string): CodRefusal => ({
    status: 400,
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    reason,
  });
  if (!cod)
    return {
      cod,
      bill: order.bill,
      refusal: unavailable(reader.t('checkout.cod.not-offered')),
    };
  const bill = withCodFee(order.bill, { fee: cod.Fee, gstRate: cod.FeeGstRate });
  // the same rule and amounts as the quote's payment options (the wallet part is not asked of COD)
  const reason = methodRefusal(
    cod,
    {
      amountBeforeCodFee: order.bill.AmountPayable - order.bill.CodFee,
      pincode: order.address.Pincode,
      walletBalance: 0,
    },
    reader,
  );
  if (reason) return { cod, bill, refusal: unavailable(reason) };
  const coupon = order.couponCode ? await findCoupon(db, order.couponCode) : null;
  const couponRefused =
    coupon && paymentMethodRefusal(coupon.rules, 'cod', order.walletPaise, reader);
  if (couponRefused)
    return {
      cod,
      bill,
      refusal: { status: 409, code: 'COUPON_INVALID', reason: couponRefused.message },
    };
  return { cod, bill, refusal: null };
}

/** Whether this order may switch to cash on delivery, and its total if it does. */
export async function codOptionFor(
  deps: AppDeps,
  order: OrderRow,
  reader: Reader = readerIn(),
): Promise<CodOption> {
  const { bill, refusal } = await codCheck(deps, order, reader);
  return {
    IsAvailable: refusal === null,
    AmountPayable: bill.AmountPayable,
    Reason: refusal?.reason ?? null,
  };
}

/**
 * Switches an order awaiting payment to cash on delivery at the total the shopper saw: the
 * order is placed and gets its invoice number. Attempts are not locked here (the webhook locks
 * attempt then order; this takes the order only), so a payment that still lands afterwards
 * finds the order placed and is refunded to its source (see applyGatewayPayment).
 */
export async function switchToCod(
  deps: AppDeps,
  userId: number,
  orderId: number,
  expected: number,
  reader: Reader = readerIn(),
): Promise<OrderDetails> {
  const db = deps.database.db;
  // settings and coupon scope are read first: nothing may query outside the transaction while
  // it is open (PGlite has one connection)
  const seen = await findOwnOrder(db, userId, orderId);
  if (!seen) throw notFound('Order', 'ORDER_NOT_FOUND');
  const { cod, refusal } = await codCheck(deps, seen, reader);
  return inTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
      if (!isAwaitingPayment(order))
        throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT', {
          messageId: 'checkout.cod.not-awaiting',
        });
      const attempts = await attemptsOf(tx, orderId);
      if (attempts.some((a) => isPaidStatus(a.status)))
        throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT', {
          messageId: 'checkout.cod.already-paid',
        });
      if (refusal || !cod) {
        const r = refusal ?? { status: 400, code: 'PAYMENT_METHOD_UNAVAILABLE', reason: '' };
        throw new AppError(
          r.status,
          r.code,
          r.reason || { messageId: 'checkout.cod.not-available' },
        );
      }
      const bill = withCodFee(order.bill, { fee: cod.Fee, gstRate: cod.FeeGstRate });
      assertTotalAsSeen(bill.AmountPayable, expected, {
        messageId: 'checkout.price-changed.cod',
        values: { total: formatInr(bill.AmountPayable) },
      });
      const placed = await moveOrder(
        tx,
        order,
        'placed',
        { actor: 'shopper', note: 'Switched to cash on delivery' },
        { payBy: null, paymentMethod: 'cod', bill, amountPayablePaise: bill.AmountPayable },
      );
      if (!placed) throw new Error(`order ${orderId} awaiting payment could not be placed`);
      await assignInvoiceNumber(tx, orderId, new Date());
      return (await orderDetails(tx, userId, orderId))!;
    },
    { retry: true },
  );
}
