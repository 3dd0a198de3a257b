import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { installApiRateLimits, KnownClients } from '../lib/rate-limits';
import { registerAddressPublicRoutes } from '../modules/address/address.plugin';
import { registerAuthPublicRoutes, registerDevOutboxRoute } from '../modules/auth/auth.plugin';
import { registerCartRoutes } from '../modules/cart/cart.plugin';
import { registerCatalogueRoutes } from '../modules/catalogue/catalogue.plugin';
import { registerPaymentWebhookRoute } from '../modules/payments/payments.plugin';
import { registerCheckoutPublicRoutes } from '../modules/checkout/checkout.plugin';
import { registerContentRoutes } from '../modules/content/content.plugin';
import { registerDeliveryPublicRoutes } from '../modules/delivery/delivery.plugin';
import { registerHealthRoutes } from '../modules/health';
import { registerOffersPublicRoutes } from '../modules/offers/offers.plugin';
import { type OrderUpdateStreams } from '../modules/orders';
import { registerOrderUpdatesStreamRoute } from '../modules/orders/orders.plugin';
import { registerRefundsPublicRoutes } from '../modules/refunds/refunds.plugin';
import { registerReviewsPublicRoutes } from '../modules/reviews/reviews.plugin';
import { registerStaffPublicRoutes } from '../modules/staff/staff.plugin';
import { registerWhatsAppWebhookRoutes } from '../modules/whatsapp/whatsapp.plugin';
import { staffScope } from './staff-scope';
import { userScope } from './user-scope';
import { withZod } from '../lib/app-type';

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
    registerWhatsAppWebhookRoutes(zapi, deps);
    registerReviewsPublicRoutes(zapi, deps);
    registerStaffPublicRoutes(zapi, deps);
    // the live order stream: its one-minute ticket (asked for signed in) is its credential
    registerOrderUpdatesStreamRoute(zapi, deps, orderStreams);
    // the console's return photos by signed address: no staff header, the signature opens it
    registerRefundsPublicRoutes(zapi, deps);

    await api.register(userScope(deps, clients));
    await api.register(staffScope(deps, clients));
  };
