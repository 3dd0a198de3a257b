import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import type { KnownClients } from '../lib/rate-limits';
import {
  registerCatalogueAdminRoutes,
  registerCatalogueCsvAdminRoutes,
} from '../modules/catalogue/catalogue.plugin';
import { registerBooksAdminRoutes } from '../modules/books/books.plugin';
import { registerContentAdminRoutes } from '../modules/content/content.plugin';
import { registerCustomersAdminRoutes } from '../modules/customers/customers.plugin';
import { registerDashboardAdminRoutes } from '../modules/dashboard/dashboard.plugin';
import { registerDeliveryAdminRoutes } from '../modules/delivery/delivery.plugin';
import { registerGstReturnsAdminRoutes } from '../modules/gst-returns/gst-returns.plugin';
import { registerNotificationsAdminRoutes } from '../modules/notifications/notifications.plugin';
import { registerOffersAdminRoutes } from '../modules/offers/offers.plugin';
import { registerOrdersAdminRoutes } from '../modules/orders/orders.plugin';
import { registerPaymentsAdminRoutes } from '../modules/payments/payments.plugin';
import { registerUpiAdminRoutes } from '../modules/upi/upi.plugin';
import { registerPayoutsAdminRoutes } from '../modules/payouts/payouts.plugin';
import { registerRefundsAdminRoutes } from '../modules/refunds/refunds.plugin';
import { registerReviewsAdminRoutes } from '../modules/reviews/reviews.plugin';
import { guardStaffScope } from '../modules/staff';
import { registerStaffAdminRoutes } from '../modules/staff/staff.plugin';
import { registerWhatsAppAdminRoutes } from '../modules/whatsapp/whatsapp.plugin';
import { declareBearer, noStore } from './guards';
import { withZod } from '../lib/app-type';

/** The console's calls: a staff session (or ADMIN_TOKEN) whose role grants each route's permission. */
export const staffScope =
  (deps: AppDeps, clients: KnownClients) =>
  async (admin: FastifyInstance): Promise<void> => {
    guardStaffScope(admin, deps, clients);
    declareBearer(admin);
    admin.addHook('onSend', noStore);
    const zadmin = withZod(admin);
    registerStaffAdminRoutes(zadmin, deps);
    registerCatalogueAdminRoutes(zadmin, deps);
    registerCatalogueCsvAdminRoutes(zadmin, deps);
    registerOrdersAdminRoutes(zadmin, deps);
    registerDashboardAdminRoutes(zadmin, deps);
    registerGstReturnsAdminRoutes(zadmin, deps);
    registerBooksAdminRoutes(zadmin, deps);
    registerRefundsAdminRoutes(zadmin, deps);
    registerReviewsAdminRoutes(zadmin, deps);
    registerCustomersAdminRoutes(zadmin, deps);
    registerOffersAdminRoutes(zadmin, deps);
    registerContentAdminRoutes(zadmin, deps);
    registerDeliveryAdminRoutes(zadmin, deps);
    registerPaymentsAdminRoutes(zadmin, deps);
    registerUpiAdminRoutes(zadmin, deps);
    registerPayoutsAdminRoutes(zadmin, deps);
    registerWhatsAppAdminRoutes(zadmin, deps);
    registerNotificationsAdminRoutes(zadmin, deps);
  };
