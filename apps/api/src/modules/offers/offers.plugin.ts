// What app.ts wires of the offers module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerOffersPublicRoutes } from './offers.routes';
export { registerOffersAdminRoutes } from './console/coupons.routes';
