// The checkout module's public face: the bill, placing orders and moving them along.
export {
  registerCheckoutAdminRoutes,
  registerCheckoutPublicRoutes,
  registerCheckoutUserRoutes,
} from './checkout.routes';
