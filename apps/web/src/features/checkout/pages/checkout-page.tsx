import { useT } from '../../../lib/i18n';
import { useState } from 'react';
import { ErrorState } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { selectCartItems, useCartSync } from '../../cart';
import { SignInGate } from '../../auth';
import { useDeliverySlot } from '../../delivery';
import { WhatsAppOptIn } from '../../whatsapp';
import { BusinessBuyerFields, businessFieldsOf, NO_BUSINESS } from '../components/business-buyer';
import { CheckoutSteps } from '../components/checkout-steps';
import { CompletePayment } from '../components/complete-payment';
import { EmptyCheckout } from '../components/empty-checkout';
import { OrderFailureAlert } from '../components/order-failure-alert';
import { PlaceOrderPanel } from '../components/place-order-panel';
import { PriceChangedDialog } from '../components/price-changed-dialog';
import styles from '../components/checkout.module.css';
import { orderDraftOf, placeOrderBlocker } from '../order-draft';
import {
  processedOrderCleared,
  selectAppliedCoupons,
  selectProcessedOrder,
} from '../order-process-slice';
import { useCheckoutAddress } from '../use-checkout-address';
import { useCheckoutConfigs } from '../use-checkout-configs';
import { useCheckoutQuote } from '../use-checkout-quote';
import { useClearFinishedOrderOnOpen } from '../use-clear-finished-order';
import { usePaymentChoice } from '../use-payment-choice';
import { usePlaceOrder } from '../use-place-order';

/** The checkout once signed in: the pending payment, an empty cart, or the steps and the bill. */
function CheckoutBody() {
  const t = useT();
  const dispatch = useAppDispatch();
  const ready = useCartSync();
  const items = useAppSelector(selectCartItems);
  const coupon = useAppSelector(selectAppliedCoupons);
  const processed = useAppSelector(selectProcessedOrder);
  const checkoutAddress = useCheckoutAddress();
  const [deliveryMethodId, setDeliveryMethodId] = useState<string | undefined>();
  const [whatsAppUpdates, setWhatsAppUpdates] = useState(false);
  const [business, setBusiness] = useState(NO_BUSINESS);
  const payment = usePaymentChoice();
  const order = usePlaceOrder();
  const slot = useDeliverySlot(ready && items.length > 0);
  useCheckoutConfigs();
  useClearFinishedOrderOnOpen();

  // an order placed here and still waiting for its online payment comes first: the cart keeps
  // its items until it is paid, so it is the pending order, not an empty cart, that shows
  const awaiting =
    processed?.createdOrder.Status === 'awaiting_payment' && !order.placing
      ? processed.createdOrder
      : null;
  const asking = ready && items.length > 0 && !awaiting && !order.placing;
  const choices = {
    items,
    address: checkoutAddress.address,
    deliveryMethodId,
    deliverySlotId: slot.slotId,
    coupon,
    payment,
    whatsAppUpdates,
  };
  const { quote, loading, failure: quoteFailure, refresh } = useCheckoutQuote(choices, asking);
  const chosenMethod = deliveryMethodId ?? quote?.DeliveryMethods[0]?.DeliveryMethodId;
  const walletPart = payment.walletPartOf(quote);

  if (!ready) return <InlineLoader label={t('checkout.loadingCart')} />;
  if (awaiting)
    return (
      <CompletePayment order={awaiting} onStartOver={() => dispatch(processedOrderCleared())} />
    );
  if (items.length === 0 && !order.placing) return <EmptyCheckout />;
  if (!quote && quoteFailure)
    return (
      <ErrorState
        title={t('checkout.quoteFailed')}
        message={`${quoteFailure.message}. ${quoteFailure.description}`}
        onRetry={() => void refresh()}
      />
    );

  const needsSlot = slot.enabled && !slot.slotId;
  const businessFields = businessFieldsOf(business);
  const why = order.placing
    ? null
    : (placeOrderBlocker(t, quote, choices.address !== null, needsSlot) ??
      (businessFields ? null : t('checkout.blocker.gstin')));
  const draft = orderDraftOf(
    { ...choices, deliveryMethodId: chosenMethod, business: businessFields ?? {} },
    quote,
    walletPart,
  );
  const place = () => {
    // a refusal asks the bill and the slots again (a slot may have filled meanwhile)
    if (draft && !why) void order.place(draft, () => void refresh().then(slot.query.refetch));
  };
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <OrderFailureAlert failure={order.failure} />
        <CheckoutSteps
          address={checkoutAddress}
          quote={quote}
          loading={loading}
          deliveryMethodId={chosenMethod}
          onChooseDelivery={setDeliveryMethodId}
          slot={slot}
          payment={payment}
          walletPart={walletPart}
          items={items}
        />
      </div>
      <PlaceOrderPanel
        quote={quote}
        loading={loading}
        placing={order.placing}
        why={why}
        paymentMethodId={payment.paymentMethodId}
        walletPart={walletPart}
        onPlace={place}
        optIn={
          <>
            <BusinessBuyerFields value={business} onChange={setBusiness} />
            <WhatsAppOptIn checked={whatsAppUpdates} onChange={setWhatsAppUpdates} />
          </>
        }
      />
      <PriceChangedDialog
        open={order.priceDialog}
        failure={order.failure}
        onClose={order.closePriceDialog}
      />
    </div>
  );
}

/** Checkout: address, delivery, coupons, the server's bill with GST, how to pay, Place order. */
export default function CheckoutPage() {
  const t = useT();
  return (
    <SignInGate title={t('checkout.title')} prompt={t('checkout.signInPrompt')} icon="cart">
      <PageFrame title={t('checkout.title')}>
        <CheckoutBody />
      </PageFrame>
    </SignInGate>
  );
}
