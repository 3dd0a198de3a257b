// What app.ts wires of the delivery module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerDeliveryPublicRoutes } from './delivery.routes';
export { registerDeliveryAdminRoutes } from './console/delivery.routes';
