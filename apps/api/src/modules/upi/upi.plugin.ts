// What app.ts wires of the upi module (UPI straight to the shop's bank): its routes.
export { registerUpiUserRoutes } from './upi-shopper.routes';
export { registerUpiAdminRoutes } from './upi-console.routes';
