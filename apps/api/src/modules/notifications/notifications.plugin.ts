// What app.ts wires of the notifications module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export {
  PUSH_DELIVERY_JOB,
  PUSH_MESSAGE_JOB,
  pushDeliveryJob,
  pushMessageJob,
} from './push-delivery';
export { STOCK_ALERT_MESSAGE_JOB, stockAlertMessageJob } from './stock-alert-messages';
export { registerNotificationsUserRoutes } from './notifications.routes';
export { restockNoticeJob } from './restock-notice.job';
export { RESTOCK_NOTICE_JOB } from '../catalogue';
