import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import type { KnownClients } from '../lib/rate-limits';
import { registerAddressUserRoutes } from '../modules/address';
import { registerAuthUserRoutes, requireUser } from '../modules/auth';
import { registerCheckoutUserRoutes, registerPaymentUserRoutes } from '../modules/checkout';
import { registerNotificationsUserRoutes } from '../modules/notifications';
import { registerOrderUpdatesUserRoutes, registerOrdersUserRoutes } from '../modules/orders';
import { registerRefundsUserRoutes } from '../modules/refunds';
import { registerReviewsUserRoutes } from '../modules/reviews';
import { registerUsersUserRoutes } from '../modules/users';
import { registerWalletUserRoutes } from '../modules/wallet';
import { guardScope, noStore } from './guards';
import { withZod } from './with-zod';

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
    registerOrdersUserRoutes(zuser, deps);
    registerOrderUpdatesUserRoutes(zuser, deps);
    registerWalletUserRoutes(zuser, deps);
    registerRefundsUserRoutes(zuser, deps);
    registerReviewsUserRoutes(zuser, deps);
    registerNotificationsUserRoutes(zuser, deps);
  };
