// What app.ts wires of the payouts module (Razorpay's settlements, reconciled): its routes.
export { registerPayoutsAdminRoutes } from './payouts.routes';
