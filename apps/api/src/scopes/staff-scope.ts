import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import type { KnownClients } from '../lib/rate-limits';
import {
  registerCatalogueAdminRoutes,
  registerCatalogueCsvAdminRoutes,
} from '../modules/catalogue';
import { registerCheckoutAdminRoutes } from '../modules/checkout';
import { registerContentAdminRoutes } from '../modules/content';
import { registerCustomersAdminRoutes } from '../modules/customers';
import { registerDashboardAdminRoutes } from '../modules/dashboard';
import { registerDeliveryAdminRoutes } from '../modules/delivery';
import { registerOffersAdminRoutes } from '../modules/offers';
import { registerOrdersAdminRoutes } from '../modules/orders';
import { registerPaymentsAdminRoutes } from '../modules/payments';
import { registerRefundsAdminRoutes } from '../modules/refunds';
import { registerReviewsAdminRoutes } from '../modules/reviews';
import { guardStaffScope, registerStaffAdminRoutes } from '../modules/staff';
import { declareBearer, noStore } from './guards';
import { withZod } from './with-zod';

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
    registerCheckoutAdminRoutes(zadmin, deps);
    registerOrdersAdminRoutes(zadmin, deps);
    registerDashboardAdminRoutes(zadmin, deps);
    registerRefundsAdminRoutes(zadmin, deps);
    registerReviewsAdminRoutes(zadmin, deps);
    registerCustomersAdminRoutes(zadmin, deps);
    registerOffersAdminRoutes(zadmin, deps);
    registerContentAdminRoutes(zadmin, deps);
    registerDeliveryAdminRoutes(zadmin, deps);
    registerPaymentsAdminRoutes(zadmin, deps);
  };
