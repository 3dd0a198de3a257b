// What app.ts wires of the refunds module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { refundPayoutJob } from './payout.service';
export { refundMessageJob } from './refund-messages';
export {
  registerRefundsAdminRoutes,
  registerRefundsPublicRoutes,
  registerRefundsUserRoutes,
} from './refunds.routes';
