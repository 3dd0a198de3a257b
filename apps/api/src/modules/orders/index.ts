// The orders module's public face: writing orders, reading them, and moving their status.
export {
  assignInvoiceNumber,
  countStandingOrders,
  findOwnOrder,
  insertOrder,
  listAllOrders,
  lockOrder,
  nextOrderId,
  orderDetails,
  orderHistory,
  orderLinesOf,
  orderSummary,
  recordStatus,
  ORDER_MESSAGE_JOB,
  type NewOrder,
  type NewOrderLine,
} from './orders.service';
export type { OrderRow } from './order-mapping';
export { orderMessageJob } from './order-messages';
export { registerOrdersAdminRoutes, registerOrdersUserRoutes } from './orders.routes';
