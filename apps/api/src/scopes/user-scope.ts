import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import type { KnownClients } from '../lib/rate-limits';
import { registerAddressUserRoutes } from '../modules/address/address.plugin';
import { requireUser } from '../modules/auth';
import { registerAuthUserRoutes } from '../modules/auth/auth.plugin';
import { registerPaymentUserRoutes } from '../modules/payments/payments.plugin';
import { registerUpiUserRoutes } from '../modules/upi/upi.plugin';
import { registerCheckoutUserRoutes } from '../modules/checkout/checkout.plugin';
import { registerNotificationsUserRoutes } from '../modules/notifications/notifications.plugin';
import {
  registerOrderUpdatesUserRoutes,
  registerOrdersUserRoutes,
} from '../modules/orders/orders.plugin';
import { registerRefundsUserRoutes } from '../modules/refunds/refunds.plugin';
import { registerReviewsUserRoutes } from '../modules/reviews/reviews.plugin';
import { registerUsersUserRoutes } from '../modules/users/users.plugin';
import { registerWalletUserRoutes } from '../modules/wallet/wallet.plugin';
import { registerWishlistUserRoutes } from '../modules/wishlist/wishlist.plugin';
import { guardScope, noStore } from './guards';
import { withZod } from '../lib/app-type';

/** The signed-in shopper's own data: one user guard, and never kept by a cache. */
export const userScope =
  (deps: AppDeps, clients: KnownClients) =>
  async (user: FastifyInstance): Promise<void> => {
    guardScope(user, requireUser(deps, clients));
    user.addHook('onSend', noStore);
    const zuser = withZod(user);
    registerAuthUserRoutes(zuser, deps);
    registerUsersUserRoutes(zuser, deps);
    registerAddressUserRoutes(zuser, deps);
    registerCheckoutUserRoutes(zuser, deps);
    registerPaymentUserRoutes(zuser, deps);
    registerUpiUserRoutes(zuser, deps);
    registerOrdersUserRoutes(zuser, deps);
    registerOrderUpdatesUserRoutes(zuser, deps);
    registerWalletUserRoutes(zuser, deps);
    registerRefundsUserRoutes(zuser, deps);
    registerReviewsUserRoutes(zuser, deps);
    registerNotificationsUserRoutes(zuser, deps);
    registerWishlistUserRoutes(zuser, deps);
  };
