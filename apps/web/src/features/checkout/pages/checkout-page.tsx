import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import {
  isOnlineMethod,
  walletPartFor,
  type PaymentMethodId,
  type QuoteAnswer,
} from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName, Dialog, EmptyState, ErrorState, Skeleton } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { track } from '../../../lib/analytics';
import type { ApiFailure } from '../../../lib/api-client';
import {
  BillSummary,
  checkoutItemsOf,
  PRICE_UPDATE_BODY,
  PRICE_UPDATE_TITLE,
  selectCartItems,
  useCartSync,
  useQuote,
} from '../../cart';
import { formatInr } from '../../catalogue';
import { SignInGate } from '../../auth';
import { AddressSection } from '../components/address-section';
import { CheckoutLines } from '../components/checkout-lines';
import { CheckoutSection } from '../components/checkout-section';
import { DeliverySection } from '../components/delivery-section';
import { OffersSection } from '../components/offers-section';
import { PaymentSection } from '../components/payment-section';
import styles from '../components/checkout.module.css';
import { placeOrder } from '../checkout-thunks';
import { CompletePayment } from '../components/complete-payment';
import { payOrderOnline } from '../payment-thunks';
import { CONFIRMED_PATH, sandboxPath } from '../paths';
import { newIdempotencyKey } from '../idempotency-key';
import {
  couponsApplied,
  orderReset,
  processedOrderCleared,
  selectAppliedCoupons,
  selectPlacedOrder,
  selectProcessedOrder,
  type AppliedCoupon,
  type OrderDraft,
} from '../order-process-slice';
import { useCheckoutAddress } from '../use-checkout-address';
import { useCheckoutConfigs } from '../use-checkout-configs';

const TITLE = 'Checkout';

/** Codes that name a cart line the server cannot sell. */
const LINE_CODES = new Set(['OUT_OF_STOCK', 'LOW_STOCK', 'QTY_LIMIT', 'ITEM_UNAVAILABLE']);

/** Why Place order is not possible yet, in the shopper's words (null when it is). */
function blocker(quote: QuoteAnswer | null, hasAddress: boolean): string | null {
  if (!quote) return 'Working out your bill…';
  if (!hasAddress) return 'Add a delivery address to place this order';
  if (quote.Problems.length > 0)
    return 'Some items cannot be ordered as they are. Please review your cart.';
  if (quote.Delivery && !quote.Delivery.IsServiceable) return quote.Delivery.Message;
  if (!quote.CanPlaceOrder) return 'Choose a delivery method and a payment method';
  return null;
}

/**
 * A coupon the server said does not apply is kept (pending) only while the shopper is on this
 * page, where its reason shows; leaving checkout drops it so it does not come back stale.
 */
function useDropPendingCouponOnLeave(coupon: AppliedCoupon | null) {
  const dispatch = useAppDispatch();
  const latest = useRef(coupon);
  latest.current = coupon;
  useEffect(
    () => () => {
      const left = latest.current;
      if (left?.Outcome && !left.Outcome.Applied) dispatch(couponsApplied(null));
    },
    [dispatch],
  );
}

/** From a quote: the first allowed method other than the wallet, and whether the wallet covers. */
function paymentFacts(quote: QuoteAnswer) {
  const allowed = quote.PaymentMethods.filter((m) => m.IsAvailable);
  return {
    firstOther: allowed.find((m) => m.PaymentMethodId !== 'wallet')?.PaymentMethodId ?? null,
    walletCovers: allowed.some((m) => m.PaymentMethodId === 'wallet'),
  };
}

/** The key of one attempt: kept for a retry of the same draft after the network dropped. */
function useAttemptKey() {
  const attempt = useRef<{ draft: string; key: string; retryable: boolean } | null>(null);
  return {
    keyFor(draft: OrderDraft): string {
      const json = JSON.stringify(draft);
      const last = attempt.current;
      if (last && last.retryable && last.draft === json) return last.key;
      attempt.current = { draft: json, key: newIdempotencyKey(), retryable: false };
      return attempt.current.key;
    },
    settled(failure: ApiFailure | null) {
      if (attempt.current) attempt.current.retryable = failure?.status === 0;
    },
  };
}

function CheckoutBody() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ready = useCartSync();
  const items = useAppSelector(selectCartItems);
  const coupon = useAppSelector(selectAppliedCoupons);
  const placedBefore = useAppSelector(selectPlacedOrder);
  const { address, loading: addressLoading, failed, retry } = useCheckoutAddress();
  const [deliveryMethodId, setDeliveryMethodId] = useState<string | undefined>();
  // the shopper's own choices; until they make them, the quote's preferred method stands
  const [pickedMethod, setPickedMethod] = useState<PaymentMethodId | null>(null);
  const [pickedWallet, setPickedWallet] = useState<boolean | null>(null);
  // what the quotes said: the method to preselect (first quote), the first other allowed method,
  // whether the wallet alone covers the bill
  const [preferred, setPreferred] = useState<PaymentMethodId | null | undefined>(undefined);
  const [firstOther, setFirstOther] = useState<PaymentMethodId | null>(null);
  const [walletCovers, setWalletCovers] = useState(false);
  const [walletHeld, setWalletHeld] = useState(0);
  const processed = useAppSelector(selectProcessedOrder);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [priceDialog, setPriceDialog] = useState(false);
  const attemptKey = useAttemptKey();
  const began = useRef(false);
  useCheckoutConfigs();

  // a finished order's state gives way to this new checkout (the address stays); only what was
  // finished before this page opened: an order finished here goes on to its confirmation
  const placedAtOpen = useRef(placedBefore !== null);
  useEffect(() => {
    if (!placedAtOpen.current) return;
    placedAtOpen.current = false;
    dispatch(orderReset({ keepAddress: true }));
    dispatch(processedOrderCleared());
  }, [dispatch]);

  const useWallet = pickedWallet ?? preferred === 'wallet';
  const method = pickedMethod ?? (preferred && preferred !== 'wallet' ? preferred : firstOther);
  // the method the order goes by: the wallet when it pays all, else the one for the rest
  const paymentMethodId: PaymentMethodId | null = useWallet && walletCovers ? 'wallet' : method;
  // an order placed here and still waiting for its online payment comes first: the cart keeps
  // its items until it is paid, so it is the pending order, not an empty cart, that shows
  const awaiting =
    processed?.createdOrder.Status === 'awaiting_payment' && !placing
      ? processed.createdOrder
      : null;
  const body =
    ready && items.length > 0 && !awaiting
      ? {
          Items: checkoutItemsOf(items),
          ...(address ? { AddressId: address.AddressId } : {}),
          ...(deliveryMethodId ? { DeliveryMethodId: deliveryMethodId } : {}),
          ...(paymentMethodId ? { PaymentMethodId: paymentMethodId } : {}),
          ...(coupon ? { CouponCode: coupon.Code } : {}),
          // the wallet paying a part is told to the quote, so a coupon for online payments alone
          // shows as not applied here rather than refused at Place order (its exact part needs
          // the bill; any part counts for that rule, and the balance does not move with the body)
          ...(useWallet && !walletCovers && walletHeld > 0 ? { WalletAmount: walletHeld } : {}),
        }
      : null;
  const { quote, loading, failure: quoteFailure, refresh } = useQuote(placing ? null : body);
  if (quote) {
    // the first quote names the method to preselect (the one paid with last time, if allowed)
    if (preferred === undefined) setPreferred(quote.PreferredPaymentMethodId);
    const seen = paymentFacts(quote);
    if (seen.firstOther !== firstOther) setFirstOther(seen.firstOther);
    if (seen.walletCovers !== walletCovers) setWalletCovers(seen.walletCovers);
    if ((quote.WalletBalance ?? 0) !== walletHeld) setWalletHeld(quote.WalletBalance ?? 0);
  }

  const outcome = quote?.Coupon ?? null;
  useEffect(() => {
    if (coupon && outcome && outcome.Code === coupon.Code && outcome !== coupon.Outcome)
      dispatch(couponsApplied({ Code: coupon.Code, Outcome: outcome }));
  }, [dispatch, coupon, outcome]);
  useDropPendingCouponOnLeave(coupon);

  useEffect(() => {
    if (!quote || began.current) return;
    began.current = true;
    track('begin_checkout', {
      currency: 'INR',
      value: quote.Bill.AmountPayable / 100,
      coupon: quote.Bill.CouponCode ?? undefined,
      items: quote.Bill.Lines.map((l) => ({
        item_id: String(l.ProductId),
        item_name: l.Name,
        price: l.UnitPrice / 100,
        quantity: l.Qty,
      })),
    });
  }, [quote]);

  const chosenMethod = deliveryMethodId ?? quote?.DeliveryMethods[0]?.DeliveryMethodId;
  const payable = quote?.Bill.AmountPayable ?? 0;
  const walletBalance = quote?.WalletBalance ?? 0;
  // the wallet pays all with its own method, else a part that leaves the gateway its minimum
  const walletPart = walletPartFor(paymentMethodId, payable, walletBalance, useWallet);

  if (!ready) return <InlineLoader label="Loading your cart" />;
  if (awaiting)
    return (
      <CompletePayment order={awaiting} onStartOver={() => dispatch(processedOrderCleared())} />
    );
  if (items.length === 0 && !placing)
    return (
      <EmptyState
        icon="cart"
        title="Your cart is empty"
        message="Add something to your cart, then come back here to place the order."
        actions={
          <>
            <Link to="/" className={buttonClassName()}>
              Start shopping
            </Link>
            <Link to="/order/history" className={buttonClassName({ variant: 'secondary' })}>
              My orders
            </Link>
          </>
        }
      />
    );
  if (!quote && quoteFailure)
    return (
      <ErrorState
        title="We could not prepare your checkout"
        message={`${quoteFailure.message}. ${quoteFailure.description}`}
        onRetry={() => void refresh()}
      />
    );

  const why = placing ? null : blocker(quote, address !== null);
  const place = async () => {
    if (!quote || !address || !chosenMethod || !paymentMethodId || why) return;
    const draft: OrderDraft = {
      Items: checkoutItemsOf(items),
      AddressId: address.AddressId,
      DeliveryMethodId: chosenMethod,
      PaymentMethodId: paymentMethodId,
      // a coupon that does not apply stays pending on this page, out of the order
      ...(coupon && quote.Coupon?.Applied ? { CouponCode: coupon.Code } : {}),
      ExpectedAmountPayable: quote.Bill.AmountPayable,
      ...(walletPart > 0 ? { WalletAmount: walletPart } : {}),
    };
    setFailure(null);
    setPlacing(true);
    const result = await dispatch(placeOrder({ draft, idempotencyKey: attemptKey.keyFor(draft) }));
    if (placeOrder.fulfilled.match(result)) {
      attemptKey.settled(null);
      const order = result.payload;
      if (order.Status !== 'awaiting_payment') {
        void navigate(CONFIRMED_PATH, { replace: true });
        return;
      }
      const provider = order.PaymentMethodId === 'razorpay' ? 'razorpay' : 'sandbox';
      const paid = await dispatch(payOrderOnline({ order, provider }));
      if (payOrderOnline.fulfilled.match(paid) && paid.payload.kind === 'paid')
        void navigate(CONFIRMED_PATH, { replace: true });
      else if (payOrderOnline.fulfilled.match(paid) && paid.payload.kind === 'sandbox')
        void navigate(sandboxPath(paid.payload.paymentId));
      // otherwise the order waits for its payment: CompletePayment takes over this page
      else setPlacing(false);
      return;
    }
    const error = result.payload ?? null;
    attemptKey.settled(error);
    setPlacing(false);
    setFailure(error);
    if (error?.code === 'PRICE_CHANGED') setPriceDialog(true);
    if (error?.code === 'WALLET_BALANCE_LOW') void refresh();
  };

  const amount = quote ? formatInr(quote.Bill.AmountPayable) : '';
  const online = isOnlineMethod(paymentMethodId);
  const dueNow = formatInr(payable - walletPart);
  const placeButton = (
    <Button
      size="l"
      block
      disabled={!quote || why !== null || placing || loading}
      onClick={() => void place()}
    >
      {placing
        ? online
          ? 'Opening payment…'
          : 'Placing your order…'
        : online && quote && !why
          ? `Pay ${dueNow}`
          : `Place order${amount && !why ? ` · ${amount}` : ''}`}
    </Button>
  );
  const lineFailure = failure && LINE_CODES.has(failure.code ?? '');

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {failure && failure.code !== 'PRICE_CHANGED' ? (
          <div className={styles.alert} role="alert" data-testid="order-failure">
            <p>
              {failure.message}
              {lineFailure ? '. Please review your cart.' : ''}
            </p>
          </div>
        ) : null}
        <AddressSection
          address={address}
          loading={addressLoading}
          failed={failed}
          onRetry={retry}
        />
        {quote ? (
          <DeliverySection
            delivery={quote.Delivery}
            methods={quote.DeliveryMethods}
            chosen={chosenMethod}
            onChoose={setDeliveryMethodId}
          />
        ) : (
          <Skeleton height={120} radius={16} />
        )}
        <OffersSection
          code={coupon?.Code ?? null}
          outcome={coupon?.Outcome ?? null}
          hint={quote?.CouponHint ?? null}
          checking={loading}
          onApply={(code) => dispatch(couponsApplied({ Code: code, Outcome: null }))}
          onRemove={() => dispatch(couponsApplied(null))}
        />
        {quote ? (
          <PaymentSection
            methods={quote.PaymentMethods}
            chosen={method}
            onChoose={setPickedMethod}
            useWallet={useWallet}
            walletBalance={walletBalance}
            walletPart={paymentMethodId === 'wallet' ? 0 : walletPart}
            onUseWallet={setPickedWallet}
          />
        ) : null}
        <CheckoutSection
          step={5}
          title={`Items (${items.reduce((n, i) => n + i.Qty, 0)})`}
          action={
            <Link to="/cart" className={buttonClassName({ variant: 'ghost', size: 's' })}>
              Edit cart
            </Link>
          }
        >
          <CheckoutLines
            items={items}
            bill={quote?.Bill ?? null}
            problems={quote?.Problems ?? []}
          />
        </CheckoutSection>
      </div>
      <aside className={styles.aside} aria-busy={loading} data-testid="checkout-bill">
        {quote ? (
          <BillSummary bill={quote.Bill} payableLabel="Amount payable" />
        ) : (
          <Skeleton height={260} radius={12} />
        )}
        {walletPart > 0 && paymentMethodId !== 'wallet' ? (
          <p className={styles.note} data-testid="wallet-split">
            {formatInr(walletPart)} from your wallet · {dueNow}{' '}
            {paymentMethodId === 'cod' ? 'on delivery' : 'to pay now'}
          </p>
        ) : null}
        <div className={styles.placeBar}>
          <span className={styles.barAmount}>
            {amount}
            <span>Amount payable</span>
          </span>
          {placeButton}
          {/* inside the bar: on a phone the reason sits right under the pale button */}
          {why ? (
            <p className={styles.blockers} data-testid="place-order-blocker">
              {why}
            </p>
          ) : null}
        </div>
      </aside>
      <Dialog
        open={priceDialog}
        role="alertdialog"
        title={PRICE_UPDATE_TITLE}
        onClose={() => setPriceDialog(false)}
        actions={<Button onClick={() => setPriceDialog(false)}>Review order</Button>}
      >
        <p>{PRICE_UPDATE_BODY}</p>
        {failure?.body?.ErrorDescription ? <p>{failure.body.ErrorDescription}</p> : null}
      </Dialog>
    </div>
  );
}

/** Checkout: address, delivery, coupons, the server's bill with GST, how to pay, Place order. */
export default function CheckoutPage() {
  return (
    <SignInGate title={TITLE} prompt="Sign in to check out" icon="cart">
      <PageFrame title={TITLE}>
        <CheckoutBody />
      </PageFrame>
    </SignInGate>
  );
}
