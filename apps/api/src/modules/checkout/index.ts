// The checkout module's public face: the bill and placing orders.
export {
  registerCheckoutAdminRoutes,
  registerCheckoutPublicRoutes,
  registerCheckoutUserRoutes,
} from './checkout.routes';
export { PAYMENT_DEADLINE_JOB } from './place-order.service';
