// What app.ts wires of the checkout module (the bill and placing orders): its routes. Only app.ts and tests import this file; payments use index.ts.
export { registerCheckoutPublicRoutes, registerCheckoutUserRoutes } from './checkout.routes';
