import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { installApiRateLimits, KnownClients } from '../lib/rate-limits';
import { registerAddressPublicRoutes } from '../modules/address';
import { registerAuthPublicRoutes, registerDevOutboxRoute } from '../modules/auth';
import { registerCartRoutes } from '../modules/cart';
import { registerCatalogueRoutes } from '../modules/catalogue';
import { registerCheckoutPublicRoutes, registerPaymentWebhookRoute } from '../modules/checkout';
import { registerContentRoutes } from '../modules/content';
import { registerDeliveryPublicRoutes } from '../modules/delivery';
import { registerHealthRoutes } from '../modules/health';
import { registerOffersPublicRoutes } from '../modules/offers';
import { registerOrderUpdatesStreamRoute, type OrderUpdateStreams } from '../modules/orders';
import { registerRefundsPublicRoutes } from '../modules/refunds';
import { registerReviewsPublicRoutes } from '../modules/reviews';
import { registerStaffPublicRoutes } from '../modules/staff';
import { staffScope } from './staff-scope';
import { userScope } from './user-scope';
import { withZod } from './with-zod';

/**
 * The API (registered under /api) in three scopes: open to anyone (here), signed-in shoppers
 * behind one user guard, the console's staff behind one staff guard; each call counted by the
 * rate limiter before any guard runs.
 */
export const apiScope =
  (deps: AppDeps, orderStreams: OrderUpdateStreams) =>
  async (api: FastifyInstance): Promise<void> => {
    const clients = new KnownClients();
    installApiRateLimits(api, deps.config, clients);

    const zapi = withZod(api);
    registerHealthRoutes(zapi, deps);
    registerContentRoutes(zapi, deps);
    registerCatalogueRoutes(zapi, deps);
    registerCartRoutes(zapi, deps);
    registerAuthPublicRoutes(zapi, deps);
    registerAddressPublicRoutes(zapi, deps);
    registerDeliveryPublicRoutes(zapi, deps);
    registerDevOutboxRoute(zapi, deps);
    registerOffersPublicRoutes(zapi, deps);
    registerCheckoutPublicRoutes(zapi, deps);
    registerPaymentWebhookRoute(zapi, deps);
    registerReviewsPublicRoutes(zapi, deps);
    registerStaffPublicRoutes(zapi, deps);
    // the live order stream: its one-minute ticket (asked for signed in) is its credential
    registerOrderUpdatesStreamRoute(zapi, deps, orderStreams);
    // the console's return photos by signed address: no staff header, the signature opens it
    registerRefundsPublicRoutes(zapi, deps);

    await api.register(userScope(deps, clients));
    await api.register(staffScope(deps, clients));
  };
