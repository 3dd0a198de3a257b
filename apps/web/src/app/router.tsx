import { Route, Routes } from '../lib/router';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import { lazyPage, type LazyPage } from './lazy-page';
import type { LaterPage } from './later-pages';

// Every screen's route (docs/spec-coverage.md lists them), each its own lazily loaded chunk. The
// home page's words (shelves, banners, product cards) are the shell's: they are its first screen.
// The landing pages are imported from here; the others through later-pages.ts, out of the shell.

/** The later-pages chunk, loaded once the first screen is hydrated (main.tsx) or when needed. */
export const loadLaterPages = () => import('./later-pages');
const later = (name: LaterPage) =>
  lazyPage(() => loadLaterPages().then((pages) => pages.LATER_PAGES[name]()));

const HomePage = lazyPage(() => import('../features/catalogue/pages/home-page'));
const ProductDetailsPage = lazyPage(
  () => import('../features/catalogue/pages/product-details-page'),
  ['product', 'reviews', 'photos', 'delivery'],
);
const CategoryProductsPage = lazyPage(
  () => import('../features/catalogue/pages/category-products-page'),
  ['product'],
);
const CategoriesPage = later('categories');
const SearchPage = later('search');
const CartPage = later('cart');
const LoginPage = later('login');
const ConfirmOtpPage = later('confirmOtp');
const VerifyEmailPage = later('verifyEmail');
const VerificationLinkSentPage = later('verificationLinkSent');
const FacebookLoginHelpPage = later('facebookLoginHelp');
const ClearBrowserDataPage = later('clearBrowserData');
const AboutPage = later('about');
const ContactPage = later('contact');
const PrivacyPage = later('privacy');
const TermsPage = later('terms');
const SettingsPage = later('settings');
const NewAddressPage = later('newAddress');
const UpdateAddressPage = later('updateAddress');
const UserAddressesPage = later('userAddresses');
const AddressListPage = later('addressList');
const WalletPage = later('wallet');
const ProfilePage = later('profile');
const OrderHistoryPage = later('orderHistory');
const OrderConfirmedPage = later('orderConfirmed');
const OrderDetailsPage = later('orderDetails');
const ReturnRequestPage = later('returnRequest');
const CheckoutPage = later('checkout');
const SandboxPayPage = later('sandboxPay');
const UpiPayPage = later('upiPay');
const RefundsPage = later('refunds');
const RefundDetailsPage = later('refundDetails');
const WishlistPage = later('wishlist');
const NotFoundPage = later('notFound');

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
