// What app.ts wires of the checkout module (the bill and placing orders): its routes, and the
// payment deadline job's name. Only app.ts and tests import this file; payments use index.ts.
export { registerCheckoutPublicRoutes, registerCheckoutUserRoutes } from './checkout.routes';
export { PAYMENT_DEADLINE_JOB } from './place-order.service';
