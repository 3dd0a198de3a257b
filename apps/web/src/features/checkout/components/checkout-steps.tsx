import { useT } from '../../../lib/i18n';
import type { Address, QuoteAnswer } from '@kirana/shared';
import { buttonClassName, Skeleton } from '@kirana/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link } from '../../../lib/router';
import type { CartItem } from '../../cart';
import { DeliverySlotPicker, type DeliverySlotChoice } from '../../delivery';
import { couponsApplied, selectAppliedCoupons } from '../order-process-slice';
import type { PaymentChoice } from '../use-payment-choice';
import { AddressSection } from './address-section';
import { CheckoutLines } from './checkout-lines';
import { CheckoutSection } from './checkout-section';
import { DeliverySection } from './delivery-section';
import { OffersSection } from './offers-section';
import { PaymentSection } from './payment-section';

/**
 * The checkout's numbered steps: the address, delivery, coupons, payment and the items, each
 * drawn from the latest quote (placeholders until the first one).
 */
export function CheckoutSteps({
  address,
  quote,
  loading,
  deliveryMethodId,
  onChooseDelivery,
  slot,
  payment,
  walletPart,
  items,
}: {
  address: { address: Address | null; loading: boolean; failed: string | null; retry: () => void };
  quote: QuoteAnswer | null;
  /** a quote for the current choices is being asked for */
  loading: boolean;
  deliveryMethodId: string | undefined;
  onChooseDelivery: (id: string) => void;
  slot: DeliverySlotChoice;
  payment: PaymentChoice;
  walletPart: number;
  items: CartItem[];
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectAppliedCoupons);
  return (
    <>
      <AddressSection
        address={address.address}
        loading={address.loading}
        failed={address.failed}
        onRetry={address.retry}
      />
      {quote ? (
        <DeliverySection
          delivery={quote.Delivery}
          methods={quote.DeliveryMethods}
          chosen={deliveryMethodId}
          onChoose={onChooseDelivery}
        >
          <DeliverySlotPicker slot={slot} />
        </DeliverySection>
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
          chosen={payment.method}
          onChoose={payment.pickMethod}
          useWallet={payment.useWallet}
          walletBalance={quote.WalletBalance ?? 0}
          walletPart={payment.paymentMethodId === 'wallet' ? 0 : walletPart}
          onUseWallet={payment.pickWallet}
        />
      ) : null}
      <CheckoutSection
        step={5}
        title={t('checkout.items.title', { count: items.reduce((n, i) => n + i.Qty, 0) })}
        action={
          <Link to="/cart" className={buttonClassName({ variant: 'ghost', size: 's' })}>
            {t('checkout.items.editCart')}
          </Link>
        }
      >
        <CheckoutLines items={items} bill={quote?.Bill ?? null} problems={quote?.Problems ?? []} />
      </CheckoutSection>
    </>
  );
}
