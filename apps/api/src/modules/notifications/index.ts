// The notifications module's public face: queueing a push (orders, refunds), the VAPID public
// key (login config), back-in-stock announcements of stock given back (a restock reaches it as
// the catalogue's job row, handled in restock-notice.job.ts).
export { PUSH_ICON } from './push-icon';
export { queuePush } from './push-delivery';
export { vapidPublicKey } from './vapid-keys';
export { announceReleasedStock } from './back-in-stock.service';
export { queueLowStockCheck } from './low-stock-alerts';
export { queueStaffPush } from './staff-push-delivery';
