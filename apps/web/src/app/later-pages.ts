import type { ComponentType } from 'react';
import { loadNamespaces } from '../lib/i18n';

// The pages a shopper does not land on (router.tsx), each its own lazily loaded chunk, with the
// message namespaces each reads. Kept out of the shell: each dynamic import costs the shell its
// list of files to preload (Vite's __vite__mapDeps), about 3 KB gzipped for these pages. This
// chunk loads once the first screen is hydrated (main.tsx), or with the first of them opened.

type PageModule = { default: ComponentType };

/** A page's chunk, ready once its messages in the active language are in too. */
const page =
  (load: () => Promise<PageModule>, ...namespaces: string[]) =>
  (): Promise<PageModule> =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);

export const LATER_PAGES = {
  categories: page(() => import('../features/catalogue/pages/categories-page'), 'product'),
  search: page(() => import('../features/catalogue/pages/search-page'), 'product'),
  cart: page(() => import('../features/cart/pages/cart-page'), 'cart', 'delivery'),
  login: page(() => import('../features/auth/pages/login-page'), 'auth'),
  confirmOtp: page(() => import('../features/auth/pages/confirm-otp-page'), 'auth'),
  verifyEmail: page(() => import('../features/auth/pages/verify-email-page'), 'auth'),
  verificationLinkSent: page(
    () => import('../features/auth/pages/verification-link-sent-page'),
    'auth',
  ),
  facebookLoginHelp: page(
    () => import('../features/content/pages/facebook-login-help-page'),
    'content',
  ),
  clearBrowserData: page(
    () => import('../features/content/pages/clear-browser-data-page'),
    'content',
  ),
  about: page(() => import('../features/content/pages/about-page'), 'ui', 'content'),
  contact: page(() => import('../features/content/pages/contact-page'), 'content', 'whatsapp'),
  privacy: page(() => import('../features/content/pages/privacy-page'), 'content'),
  terms: page(() => import('../features/content/pages/terms-page'), 'content'),
  settings: page(
    () => import('../features/content/pages/settings-page'),
    'auth',
    'content',
    'push',
    'whatsapp',
  ),
  newAddress: page(() => import('../features/address/pages/new-address-page'), 'auth', 'address'),
  updateAddress: page(
    () => import('../features/address/pages/update-address-page'),
    'auth',
    'address',
  ),
  userAddresses: page(
    () => import('../features/address/pages/user-addresses-page'),
    'auth',
    'address',
  ),
  addressList: page(() => import('../features/address/pages/address-list-page'), 'auth', 'address'),
  wallet: page(() => import('../features/wallet/pages/wallet-page'), 'auth', 'wallet'),
  profile: page(() => import('../features/users/pages/profile-page'), 'auth', 'account'),
  orderHistory: page(() => import('../features/orders/pages/order-history-page'), 'auth', 'orders'),
  orderConfirmed: page(
    () => import('../features/orders/pages/order-confirmed-page'),
    'orders',
    'push',
    'install',
  ),
  orderDetails: page(
    () => import('../features/orders/pages/order-details-page'),
    'auth',
    'checkout',
    'orders',
    'push',
    'reviews',
    'whatsapp',
    'cart',
    'delivery',
  ),
  returnRequest: page(
    () => import('../features/refunds/pages/return-request-page'),
    'auth',
    'orders',
    'refunds',
    'photos',
  ),
  checkout: page(
    () => import('../features/checkout/pages/checkout-page'),
    'auth',
    'checkout',
    'whatsapp',
    'cart',
    'delivery',
  ),
  sandboxPay: page(() => import('../features/checkout/pages/sandbox-pay-page'), 'auth', 'checkout'),
  upiPay: page(() => import('../features/upi/pages/upi-pay-page'), 'auth', 'checkout', 'upi'),
  refunds: page(
    () => import('../features/refunds/pages/refunds-page'),
    'auth',
    'orders',
    'refunds',
  ),
  refundDetails: page(
    () => import('../features/refunds/pages/refund-details-page'),
    'auth',
    'orders',
    'refunds',
  ),
  wishlist: page(() => import('../features/catalogue/pages/wishlist-page'), 'product'),
  notFound: page(() => import('../features/ui/pages/not-found-page'), 'ui'),
};

export type LaterPage = keyof typeof LATER_PAGES;
