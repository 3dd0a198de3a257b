import { Route, Routes } from '../lib/router';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import { lazyPage, type LazyPage } from './lazy-page';

// Every screen's route (docs/spec-coverage.md lists them), each its own lazily loaded chunk. The
// home page's words (shelves, banners, product cards) are the shell's: they are its first screen.
const HomePage = lazyPage(() => import('../features/catalogue/pages/home-page'));
const ProductDetailsPage = lazyPage(
  () => import('../features/catalogue/pages/product-details-page'),
  ['product', 'reviews', 'photos', 'delivery'],
);
const CategoryProductsPage = lazyPage(
  () => import('../features/catalogue/pages/category-products-page'),
  ['product'],
);
const CategoriesPage = lazyPage(
  () => import('../features/catalogue/pages/categories-page'),
  ['product'],
);
const SearchPage = lazyPage(() => import('../features/catalogue/pages/search-page'), ['product']);
const CartPage = lazyPage(() => import('../features/cart/pages/cart-page'), ['cart', 'delivery']);
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), ['auth']);
const ConfirmOtpPage = lazyPage(() => import('../features/auth/pages/confirm-otp-page'), ['auth']);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/pages/verify-email-page'),
  ['auth'],
);
const VerificationLinkSentPage = lazyPage(
  () => import('../features/auth/pages/verification-link-sent-page'),
  ['auth'],
);
const FacebookLoginHelpPage = lazyPage(
  () => import('../features/content/pages/facebook-login-help-page'),
  ['content'],
);
const ClearBrowserDataPage = lazyPage(
  () => import('../features/content/pages/clear-browser-data-page'),
  ['content'],
);
const AboutPage = lazyPage(() => import('../features/content/pages/about-page'), ['ui', 'content']);
const ContactPage = lazyPage(
  () => import('../features/content/pages/contact-page'),
  ['content', 'whatsapp'],
);
const PrivacyPage = lazyPage(() => import('../features/content/pages/privacy-page'), ['content']);
const TermsPage = lazyPage(() => import('../features/content/pages/terms-page'), ['content']);
const SettingsPage = lazyPage(
  () => import('../features/content/pages/settings-page'),
  ['auth', 'content', 'push', 'whatsapp'],
);
const NewAddressPage = lazyPage(
  () => import('../features/address/pages/new-address-page'),
  ['auth', 'address'],
);
const UpdateAddressPage = lazyPage(
  () => import('../features/address/pages/update-address-page'),
  ['auth', 'address'],
);
const UserAddressesPage = lazyPage(
  () => import('../features/address/pages/user-addresses-page'),
  ['auth', 'address'],
);
const AddressListPage = lazyPage(
  () => import('../features/address/pages/address-list-page'),
  ['auth', 'address'],
);
const WalletPage = lazyPage(
  () => import('../features/wallet/pages/wallet-page'),
  ['auth', 'wallet'],
);
const ProfilePage = lazyPage(
  () => import('../features/users/pages/profile-page'),
  ['auth', 'account'],
);
const OrderHistoryPage = lazyPage(
  () => import('../features/orders/pages/order-history-page'),
  ['auth', 'orders'],
);
const OrderConfirmedPage = lazyPage(
  () => import('../features/orders/pages/order-confirmed-page'),
  ['orders', 'push', 'install'],
);
const OrderDetailsPage = lazyPage(
  () => import('../features/orders/pages/order-details-page'),
  ['auth', 'checkout', 'orders', 'push', 'reviews', 'whatsapp', 'cart', 'delivery'],
);
const ReturnRequestPage = lazyPage(
  () => import('../features/refunds/pages/return-request-page'),
  ['auth', 'orders', 'refunds', 'photos'],
);
const CheckoutPage = lazyPage(
  () => import('../features/checkout/pages/checkout-page'),
  ['auth', 'checkout', 'whatsapp', 'cart', 'delivery'],
);
const SandboxPayPage = lazyPage(
  () => import('../features/checkout/pages/sandbox-pay-page'),
  ['auth', 'checkout'],
);
const UpiPayPage = lazyPage(
  () => import('../features/upi/pages/upi-pay-page'),
  ['auth', 'checkout', 'upi'],
);
const RefundsPage = lazyPage(
  () => import('../features/refunds/pages/refunds-page'),
  ['auth', 'orders', 'refunds'],
);
const RefundDetailsPage = lazyPage(
  () => import('../features/refunds/pages/refund-details-page'),
  ['auth', 'orders', 'refunds'],
);
const WishlistPage = lazyPage(
  () => import('../features/catalogue/pages/wishlist-page'),
  ['product'],
);
const NotFoundPage = lazyPage(() => import('../features/ui/pages/not-found-page'), ['ui']);

/** The landing pages the server draws, loaded before the browser hydrates one (main.tsx). */
const FIRST_SCREEN: Record<FirstScreenPage, LazyPage> = {
  home: HomePage,
  category: CategoryProductsPage,
  product: ProductDetailsPage,
};
export const preloadFirstScreenPage = (page: FirstScreenPage) => FIRST_SCREEN[page].preload();

/**
 * The route table. The first match wins, so fixed pages come before `/:productSlug` and the
 * catch-all comes last; the address-update page shows only while an address to update is selected (else its list:
 * the page decides).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/category/:categorySlug" element={<CategoryProductsPage />} />
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/cart" element={<CartPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/confirm-otp" element={<ConfirmOtpPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/verification-link-sent" element={<VerificationLinkSentPage />} />
      <Route path="/help/facebook/login" element={<FacebookLoginHelpPage />} />
      <Route path="/instruction-clear-browser-data" element={<ClearBrowserDataPage />} />
      <Route path="/about-us" element={<AboutPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/privacy-policy" element={<PrivacyPage />} />
      <Route path="/terms-and-conditions" element={<TermsPage />} />
      <Route path="/address/new/:isParamPassed?" element={<NewAddressPage />} />
      <Route path="/address/update/:isParamPassed" element={<UpdateAddressPage />} />
      <Route path="/user/address/:isParamPassed?" element={<UserAddressesPage />} />
      <Route path="/address/list/:isParamPassed?" element={<AddressListPage />} />
      <Route path="/user/wallet" element={<WalletPage />} />
      <Route path="/user/profile" element={<ProfilePage />} />
      <Route path="/order/history" element={<OrderHistoryPage />} />
      <Route path="/order/confirmed/" element={<OrderConfirmedPage />} />
      <Route path="/order/details/:orderId" element={<OrderDetailsPage />} />
      <Route path="/order/return/:orderId" element={<ReturnRequestPage />} />
      <Route path="/order/checkout" element={<CheckoutPage />} />
      <Route path="/pay/sandbox/:paymentId" element={<SandboxPayPage />} />
      <Route path="/pay/upi/:orderId" element={<UpiPayPage />} />
      <Route path="/refund" element={<RefundsPage />} />
      <Route path="/refund/details/:refundId" element={<RefundDetailsPage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/wishlist" element={<WishlistPage />} />
      <Route path="/:productSlug" element={<ProductDetailsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
