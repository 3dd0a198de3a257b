import { formatInr, isPaidStatus, type OrderDetails } from '@kirana/shared';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { listPaymentMethods } from '../content';
import { findCoupon } from '../offers';
import {
  assignInvoiceNumber,
  findOwnOrder,
  lockOrder,
  orderDetails,
  recordStatus,
  type OrderRow,
} from '../orders';
import { attemptsOf } from './payment-attempts';
import { withCodFee } from '../checkout';

// Paying the rest of an unpaid online order in cash instead: the same order, its bill with the
// COD fee added, checked against the COD rules (order value, pincodes, coupon scope).

interface CodOption {
  IsAvailable: boolean;
  AmountPayable: number;
  Reason: string | null;
}

/** Whether this order may switch to cash on delivery, and its total if it does. */
export async function codOptionFor(deps: AppDeps, order: OrderRow): Promise<CodOption> {
  const db = deps.database.db;
  const { PaymentMethods } = await listPaymentMethods(db, deps.config);
  const cod = PaymentMethods.find((m) => m.PaymentMethodId === 'cod');
  if (!cod)
    return {
      IsAvailable: false,
      AmountPayable: order.amountPayablePaise,
      Reason: 'Cash on delivery is not offered',
    };
  const bill = withCodFee(order.bill, { fee: cod.Fee, gstRate: cod.FeeGstRate });
  const unavailable = (Reason: string) => ({
    IsAvailable: false,
    AmountPayable: bill.AmountPayable,
    Reason,
  });
  const rest = bill.AmountPayable - order.walletPaise;
  if (cod.MaxOrderValue !== null && rest > cod.MaxOrderValue)
    return unavailable(`${cod.Name} is available for orders up to ${formatInr(cod.MaxOrderValue)}`);
  const pincode = order.address.Pincode;
  if (cod.PincodePrefixes.length && !cod.PincodePrefixes.some((p) => pincode.startsWith(p)))
    return unavailable(`${cod.Name} is not available at ${pincode}`);
  if (order.couponCode) {
    const coupon = await findCoupon(db, order.couponCode);
    const methods = coupon?.rules.paymentMethods ?? [];
    if (methods.length && !methods.includes('cod'))
      return unavailable(
        `${order.couponCode} is for online payment only; please retry the payment`,
      );
  }
  return { IsAvailable: true, AmountPayable: bill.AmountPayable, Reason: null };
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
): Promise<OrderDetails> {
  const db = deps.database.db;
  // settings and coupon scope are read first: nothing may query outside the transaction while
  // it is open (PGlite has one connection)
  const seen = await findOwnOrder(db, userId, orderId);
  if (!seen) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
  const option = await codOptionFor(deps, seen);
  const { PaymentMethods } = await listPaymentMethods(db, deps.config);
  const cod = PaymentMethods.find((m) => m.PaymentMethodId === 'cod');
  return inTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
      if (order.status !== 'awaiting_payment')
        throw new AppError(
          409,
          'ORDER_NOT_AWAITING_PAYMENT',
          'This order is no longer waiting for payment',
        );
      const attempts = await attemptsOf(tx, orderId);
      if (attempts.some((a) => isPaidStatus(a.status)))
        throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT', 'This order is already paid');
      if (!option.IsAvailable || !cod) {
        const couponOnly = option.Reason?.includes('online payment only') ?? false;
        throw new AppError(
          couponOnly ? 409 : 400,
          couponOnly ? 'COUPON_INVALID' : 'PAYMENT_METHOD_UNAVAILABLE',
          option.Reason ?? 'Cash on delivery is not available',
        );
      }
      const bill = withCodFee(order.bill, { fee: cod.Fee, gstRate: cod.FeeGstRate });
      if (bill.AmountPayable !== expected)
        throw new AppError(
          409,
          'PRICE_CHANGED',
          'Product Updates Detected',
          `With cash on delivery the total is ${formatInr(bill.AmountPayable)}. Please review it before confirming.`,
        );
      await recordStatus(
        tx,
        order,
        'placed',
        { actor: 'shopper', note: 'Switched to cash on delivery' },
        { payBy: null, paymentMethod: 'cod', bill, amountPayablePaise: bill.AmountPayable },
      );
      await assignInvoiceNumber(tx, orderId, new Date());
      return (await orderDetails(tx, userId, orderId))!;
    },
    { retry: true },
  );
}
