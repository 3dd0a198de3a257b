// What app.ts wires of the notifications module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { pushDeliveryJob, pushMessageJob } from './push-delivery';
export { stockAlertMessageJob } from './stock-alert-messages';
export { registerNotificationsUserRoutes } from './notifications.routes';
export { restockNoticeJob } from './restock-notice.job';
export { lowStockCheckJob } from './low-stock-alerts';
export { registerNotificationsAdminRoutes } from './staff-push.routes';
export { registerConsolePushWorker } from './console-push-worker';
export { staffPushDeliveryJob, staffPushMessageJob } from './staff-push-delivery';
