import {
  formatInr,
  isHeldMethod,
  MIN_ONLINE_PAISE,
  walletPartProblem,
  type Address,
  type DeliveryArea,
  type OrderDetails,
  type WalletPartProblem,
} from '@kirana/shared';
import type { z } from 'zod';
import type { PlaceOrderBody as PlaceOrderSchema } from '@kirana/shared';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { inTransaction, sendTogether, writeBeforeCommit, type Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, type Said } from '../../lib/errors';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { getAddressAndArea } from '../address';
import { chosenSlot, type ChosenSlot } from '../delivery';
import { dropStockAnswersOf, productPricingSql, stockShortAtCommit } from '../catalogue';
import { enqueue, JobBatch } from '../../lib/jobs';
import { lockLiveUser, optInAtCheckout } from '../users';
import { walletBalanceSql } from '../wallet';
import {
  insertOrder,
  newOrderIdSql,
  placedOrderDetails,
  saleReasonSql,
  shopperOrderFiguresSql,
  startOrder,
  stockAtCommit,
  takeOrderCoupon,
  takeOrderInvoiceNumber,
  takeOrderSlot,
  takeOrderWallet,
  type OrderRow,
} from '../orders';
import { loadCheckoutSettings } from './checkout-settings';
import { assertWithinUnpaidLimits } from './unpaid-limits';
import { paymentDeadline } from './payment-deadline';
import {
  claimKey,
  completeKey,
  hashRequest,
  keyInFlight,
  takenKey,
  type IdempotencyScope,
} from './idempotency';
import { assertTotalAsSeen } from './price-changed';
import { priceCheckout, PAYABLE_METHODS, type PricedCheckout } from './price-checkout';
import { paymentConfigOf } from '../../lib/razorpay-keys';

type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;

export interface Shopper {
  userId: number;
  isTestUser: boolean;
}

export interface PlaceOrderResult {
  status: number;
  body: { Order: OrderDetails };
  replayed: boolean;
}

/**
 * Places an order once per Idempotency-Key, in one transaction: it claims the key with the
 * shopper's lock, re-prices every line, checks the address, delivery, coupon and payment method,
 * takes stock with guarded updates, records the coupon use, writes the order with its snapshots
 * and stores the answer under the key. Any refusal rolls all of it back, the claim with it. A key
 * claimed already (the same request sent twice) gets the first answer once that one committed.
 */
export async function placeOrder(
  deps: AppDeps,
  shopper: Shopper,
  body: PlaceOrderInput,
  idempotencyKey: string,
  reader: Reader = readerIn(),
): Promise<PlaceOrderResult> {
  const db = deps.database.db;
  const scope: IdempotencyScope = {
    userId: shopper.userId,
    scope: 'orders',
    key: idempotencyKey,
    requestHash: hashRequest(body),
  };
  const settings = await loadCheckoutSettings(db, paymentConfigOf(deps), deps.cache);
  // a second try only when a dead process's unanswered claim was dropped (takenKey)
  for (let attempt = 1; ; attempt++) {
    const order = await inTransaction(
      db,
      async (tx) => {
        if (body.WhatsAppUpdates) await optInAtCheckout(tx, deps.config, shopper.userId);
        return writeOrder(tx, shopper, body, settings, {
          timeoutMinutes: deps.config.PAYMENT_TIMEOUT_MINUTES,
          reader,
          claim: claimKey(scope),
          answer: (order) => completeKey(tx, scope, 201, { Order: order }),
        });
      },
      { retry: true },
    ).catch((err: unknown) => {
      throw stockShortAtCommit(err) ?? err;
    });
    if (order) {
      await dropStockAnswersOf(
        deps,
        order.Lines.map((l) => l.Slug),
      );
      return { status: 201, body: { Order: order }, replayed: false };
    }
    const taken = await takenKey(db, scope);
    if (taken.kind === 'replay')
      return { status: taken.status, body: taken.body as PlaceOrderResult['body'], replayed: true };
    if (attempt >= 2) throw keyInFlight();
  }
}

type CheckoutSettings = Awaited<ReturnType<typeof loadCheckoutSettings>>;

// The rows many orders share (a popular coupon, a hot product's stock) are taken last, so their
// locks are held for as short a time as possible before the commit: the order's answer is read
// before them and stored with its invoice number; a hot product's stock is taken by the commit
// itself (its last statement asks for it), its row locked only while the commit runs. An invoice
// series is taken with the order's insert (one round trip fewer): there are INVOICE_SERIES of
// them, each taken only while free (SKIP LOCKED), so holding one a statement longer makes an
// order wait only when more than that many are being placed at once. A short line fails the
// commit, rolling back the number and the answer with it.
async function writeOrder(
  tx: Tx,
  shopper: Shopper,
  body: PlaceOrderInput,
  settings: CheckoutSettings,
  opts: {
    timeoutMinutes: number;
    reader: Reader;
    /** the idempotency key's claim, sent with the shopper's lock */
    claim: ReturnType<typeof claimKey>;
    /** the write storing the answer, sent with the order's last writes */
    answer: (order: OrderDetails) => SQLWrapper;
  },
): Promise<OrderDetails | null> {
  // one order at a time per shopper: per-shopper coupon limits and first-order offers hold. The
  // address read goes with the lock in one round trip and runs after it, so it sees the shopper's
  // other orders all committed or all not begun.
  const [locking, reading] = sendTogether(tx, [
    () => lockLiveUser(tx, shopper.userId, opts.claim),
    () => readOrderAddress(tx, shopper, body),
  ]);
  const { user, claimed } = await locking;
  // the key is another request's (committed, since its claim waited): nothing to write here
  if (!claimed) return null;
  const {
    address,
    area,
    also: { figures, balance, orderId, products },
  } = await reading;
  const now = new Date();
  const priced = await repriceForOrder(
    tx,
    shopper,
    body,
    settings,
    { address, area },
    now,
    opts.reader,
    { standing: figures.standing, balance, products },
  );
  const walletPaise = await refuseWhatCannotBePlaced(
    tx,
    shopper,
    body,
    settings,
    priced,
    figures.unpaid,
  );
  const slot = await chosenSlot(tx, body.DeliverySlotId, now, settings.slots);
  // an online or UPI-direct order waits for its payment, holding what it took until pay-by
  const online = isHeldMethod(body.PaymentMethodId);
  const holdMinutes =
    body.PaymentMethodId === 'upi_direct' ? settings.upiHoldMinutes : opts.timeoutMinutes;
  const payBy = online ? new Date(now.getTime() + holdMinutes * 60_000) : null;
  // an order numbered as it is placed (not online, not a test order) takes its invoice series
  // with its insert: the series' row is held from there to the commit
  const numbered = !online && !shopper.isTestUser;
  const { order, lines, event, series } = await insertPricedOrder(tx, shopper, body, numbered, {
    orderId,
    priced,
    address,
    walletPaise,
    online,
    now,
    payBy,
    slot,
  });
  // the order's jobs (its messages, the deadline of its payment) are written in one statement
  // with the last writes; the commit queues a low-stock check itself, when one is due
  const jobs = new JobBatch();
  await startOrder(tx, order, lines, event, user, jobs);
  await takeOrderWallet(tx, order);
  if (payBy) await enqueue(jobs, paymentDeadline, { orderId: order.id }, { runAt: payBy });
  await takeCouponUse(tx, order, priced);
  if (slot) await takeOrderSlot(tx, order, slot);
  // built from the rows written above: the wallet, coupon and slot takes change none of them
  const details = placedOrderDetails(order, lines, [event]);
  const stock = stockAtCommit(tx, order, settings.lowStockThreshold);
  // the last writes go together, with the commit (writeBeforeCommit): the jobs, the invoice
  // number on the order (an online order gets its number when it is paid), the stored answer,
  // the stock take (run by the commit) and the sale as the stock's reason. When no series was
  // free at the insert, the jobs go with the statement that waits for one.
  const last = jobs.take();
  if (!online) {
    const { invoice, record } = await takeOrderInvoiceNumber(
      tx,
      order.id,
      now,
      { store: settings.store, isTestOrder: order.isTestOrder, series: series ?? undefined },
      series ? [] : last.splice(0),
    );
    details.InvoiceNumber = invoice;
    last.push(record);
  }
  // sent with the commit: none of them is read back, and a failed one fails the commit
  await writeBeforeCommit(tx, [...last, opts.answer(details), stock.write, saleReasonSql(order)]);
  return details;
}

const readOrderAddress = (tx: Tx, shopper: Shopper, body: PlaceOrderInput) =>
  getAddressAndArea(tx, shopper.userId, body.AddressId, alongOrderAddress(shopper, body));

/**
 * What an order reads with its address: the shopper's order figures and wallet balance, the
 * items' product rows and a new order id (one compiled text for each number of products).
 */
function alongOrderAddress(shopper: Shopper, body: PlaceOrderInput) {
  const productIds = [...new Set(body.Items.map((i) => i.ProductId))];
  const values: Record<string, unknown> = { shopperId: shopper.userId };
  productIds.forEach((id, i) => (values[`product${i}`] = id));
  return {
    shape: `order:${productIds.length}`,
    build: () => ({
      figures: shopperOrderFiguresSql(sql.placeholder('shopperId')),
      balance: walletBalanceSql(sql.placeholder('shopperId')),
      products: productPricingSql(productIds.map((_, i) => sql.placeholder(`product${i}`))),
      // taken before the order is known to be placeable: a refused one leaves a gap in order
      // numbers (never in invoice numbers), as any rolled-back order does
      orderId: newOrderIdSql(),
    }),
    values,
  };
}

/** Prices the cart again inside the transaction, for the shopper's address, as of `now`. */
async function repriceForOrder(
  tx: Tx,
  shopper: Shopper,
  body: PlaceOrderInput,
  settings: CheckoutSettings,
  { address, area }: { address: Address; area: DeliveryArea | null },
  now: Date,
  reader: Reader,
  /** what the address read read with it: the shopper's figures and the items' product rows */
  shopperNow: { standing: number; balance: number; products: unknown },
): Promise<PricedCheckout> {
  return priceCheckout(tx, settings, {
    items: body.Items,
    userId: shopper.userId,
    pincode: address.Pincode,
    area,
    productsRead: shopperNow.products,
    deliveryState: address.State,
    deliveryMethodId: body.DeliveryMethodId,
    paymentMethodId: body.PaymentMethodId,
    couponCode: body.CouponCode,
    walletAmount: body.PaymentMethodId === 'wallet' ? 0 : body.WalletAmount,
    shopperOrderCount: shopperNow.standing,
    walletBalance: shopperNow.balance,
    now,
    withHint: false,
    reader,
  });
}

/**
 * Refuses an order that cannot be placed as asked (the first problem, a changed total, a broken
 * wallet part, too many unpaid orders); answers the paise the wallet pays.
 */
async function refuseWhatCannotBePlaced(
  tx: Tx,
  shopper: Shopper,
  body: PlaceOrderInput,
  settings: CheckoutSettings,
  priced: PricedCheckout,
  unpaid: { orders: number; units: number },
): Promise<number> {
  refuseUnplaceable(priced, body);
  assertTotalAsSeen(priced.bill.AmountPayable, body.ExpectedAmountPayable, {
    messageId: 'checkout.price-changed.order',
    values: {
      total: formatInr(priced.bill.AmountPayable),
      seen: formatInr(body.ExpectedAmountPayable),
    },
  });
  const walletPaise = walletPart(priced, body);
  await assertWithinUnpaidLimits(
    tx,
    shopper.userId,
    { paymentMethod: body.PaymentMethodId, units: priced.lines.reduce((n, l) => n + l.qty, 0) },
    settings.unpaidOrders,
    unpaid,
  );
  return walletPaise;
}

interface PricedOrder {
  orderId: number;
  priced: PricedCheckout;
  address: Address;
  walletPaise: number;
  online: boolean;
  now: Date;
  payBy: Date | null;
  slot: ChosenSlot | null;
}

/** Inserts the order and its lines with the snapshots of the priced checkout and the address. */
async function insertPricedOrder(
  tx: Tx,
  shopper: Shopper,
  body: PlaceOrderInput,
  withInvoiceSeries: boolean,
  { orderId, priced, address, walletPaise, online, now, payBy, slot }: PricedOrder,
) {
  const billLines = new Map(priced.bill.Lines.map((l) => [l.Key, l]));
  return insertOrder(
    tx,
    orderId,
    {
      userId: shopper.userId,
      paymentMethod: body.PaymentMethodId,
      deliveryMethodId: priced.method!.DeliveryMethodId,
      deliveryMethodName: priced.method!.Name,
      address: {
        Name: address.Name,
        Mobile: address.Mobile,
        House: address.House,
        Street: address.Street,
        Landmark: address.Landmark,
        City: address.City,
        State: address.State,
        Pincode: address.Pincode,
      },
      bill: priced.bill,
      // place of supply follows the delivery address, whatever state the GSTIN is registered in
      buyerGstin: body.BuyerGstin ?? null,
      buyerBusinessName: body.BuyerGstin ? (body.BuyerBusinessName ?? null) : null,
      couponCode: priced.coupon?.stored.rules.code ?? null,
      etaFrom: priced.delivery?.EtaFrom ?? null,
      etaTo: priced.delivery?.EtaTo ?? null,
      isTestOrder: shopper.isTestUser,
      now,
      status: online ? 'awaiting_payment' : 'placed',
      walletPaise,
      payBy,
      slot,
      lines: priced.lines.map((l) => {
        const b = billLines.get(l.key)!;
        return { ...l, lineTotal: b.LineTotal, discount: b.Discount, netAmount: b.NetAmount };
      }),
    },
    { actor: 'shopper' },
    withInvoiceSeries,
  );
}

/** Records the use of the order's coupon, if it has one (a guarded update on its limits). */
async function takeCouponUse(tx: Tx, order: OrderRow, priced: PricedCheckout): Promise<void> {
  if (!priced.coupon) return;
  await takeOrderCoupon(tx, order, {
    couponId: priced.coupon.stored.id,
    code: priced.coupon.stored.rules.code,
    discount: priced.coupon.discount,
  });
}

const WALLET_PART_REFUSALS: Record<WalletPartProblem, (payable: number) => [Said, string]> = {
  must_pay_all: (payable) => [
    { messageId: 'checkout.wallet.must-pay-all' },
    `must be ${payable} with the wallet method`,
  ],
  covers_order: () => [
    { messageId: 'checkout.wallet.covers-order' },
    'must be less than the amount payable',
  ],
  leaves_too_little_online: () => [
    { messageId: 'checkout.wallet.leave-online', values: { amount: formatInr(MIN_ONLINE_PAISE) } },
    `must leave at least ${MIN_ONLINE_PAISE} paise to pay online`,
  ],
};

/** The paise the wallet pays, by the shared wallet-part rule (walletPartProblem); 400 if broken. */
function walletPart(priced: PricedCheckout, body: PlaceOrderInput): number {
  const payable = priced.bill.AmountPayable;
  const problem = walletPartProblem(body.PaymentMethodId, payable, body.WalletAmount);
  if (problem) {
    const [message, field] = WALLET_PART_REFUSALS[problem](payable);
    throw new AppError(400, 'WALLET_AMOUNT_INVALID', message, undefined, [
      { Field: 'WalletAmount', Message: field },
    ]);
  }
  return body.WalletAmount;
}

/** Refuses an order the priced checkout says cannot be placed, naming the first reason. */
function refuseUnplaceable(priced: PricedCheckout, body: PlaceOrderInput): void {
  const problem = priced.problems[0];
  if (problem) {
    throw new AppError(
      409,
      problem.Code === 'UNAVAILABLE' ? 'ITEM_UNAVAILABLE' : problem.Code,
      problem.Message,
      { messageId: 'checkout.review-cart' },
    );
  }
  if (!priced.method || priced.method.DeliveryMethodId !== body.DeliveryMethodId) {
    throw new AppError(400, 'DELIVERY_METHOD_INVALID', {
      messageId: 'checkout.delivery-method-invalid',
    });
  }
  if (priced.delivery && !priced.delivery.IsServiceable) {
    throw new AppError(400, 'NOT_SERVICEABLE', priced.delivery.Message);
  }
  if (priced.couponOutcome && !priced.couponOutcome.Applied) {
    throw new AppError(400, 'COUPON_INVALID', priced.couponOutcome.Message);
  }
  const payment = priced.paymentOptions.find((p) => p.PaymentMethodId === body.PaymentMethodId);
  if (!PAYABLE_METHODS.includes(body.PaymentMethodId) || !payment) {
    throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', {
      messageId: 'checkout.payment-method-unknown',
    });
  }
  if (!payment.IsAvailable && payment.PaymentMethodId === 'wallet')
    throw new AppError(
      409,
      'WALLET_BALANCE_LOW',
      payment.Reason ?? { messageId: 'checkout.wallet.low' },
    );
  if (!payment.IsAvailable)
    throw new AppError(
      400,
      'PAYMENT_METHOD_UNAVAILABLE',
      payment.Reason ?? { messageId: 'checkout.not-available' },
    );
}
