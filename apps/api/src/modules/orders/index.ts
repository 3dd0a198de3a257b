// The orders module's public face: writing orders, reading them, and moving their status.
export {
  assignInvoiceNumber,
  findOrder,
  insertOrder,
  lockOrder,
  nextOrderId,
  recordOrderPaid,
  recordOrderRefunded,
  recordStatus,
  reserveReturnQty,
  ORDER_MESSAGE_JOB,
  type NewOrder,
  type NewOrderLine,
} from './orders.service';
export {
  countStandingOrders,
  deliveredProductIds,
  findOwnOrder,
  lastPaidMethod,
  orderDetails,
  orderHistory,
  orderLinesOf,
  orderSummary,
  unpaidHoldings,
} from './order-queries';
export type { OrderRow } from './order-mapping';
export { storeOrderDetails } from './console/order-queries';
export { orderMessageJob } from './order-messages';
export { ORDER_MOVED_JOB, OrderMoves, orderMovedJob } from './order-moves';
export { OrderUpdateStreams } from './order-updates.service';
export {
  registerOrderUpdatesStreamRoute,
  registerOrderUpdatesUserRoutes,
} from './order-updates.routes';
export { registerOrdersAdminRoutes, registerOrdersUserRoutes } from './orders.routes';
// what a credit note (refunds) prints the way the invoice does
export { financialYear } from './numbers';
export { amountInWords } from './invoice/amount-in-words';
export {
  FEE_SAC,
  feeLines,
  gstParties,
  invoiceParty,
  lineDescription,
  type GstDocumentData,
  type GstPartySources,
  type InvoiceLine,
  type InvoiceParty,
} from './invoice/invoice-data';
export { gstDate, renderGstDocumentPdf } from './invoice/gst-document-pdf';
export { orderGstParties } from './invoice.service';
