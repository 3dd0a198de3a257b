import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Checkout: a friendly placeholder until this feature ships. */
export default function CheckoutPage() {
  return (
    <ComingSoonPage
      title="Checkout"
      headline="Checkout arrives soon"
      message="Soon you will choose a delivery address, apply coupons and pay by UPI, card, wallet or cash on delivery. Your cart is saved on this device until then."
      icon="cart"
    />
  );
}
