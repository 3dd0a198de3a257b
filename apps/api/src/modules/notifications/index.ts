// The notifications module's public face: queueing a push (orders, refunds), the VAPID public
// key (login config), back-in-stock announcements (catalogue changes, stock given back), the jobs and routes.
export { PUSH_ICON } from './push-icon';
export { queuePush } from './push-delivery';
export { vapidPublicKey } from './vapid-keys';
export { announceBackInStock, announceReleasedStock } from './back-in-stock.service';
