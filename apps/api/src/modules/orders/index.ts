// The orders module's public face: writing orders, reading them, and moving their status.
// Its routes and jobs are wired by app.ts through orders.plugin.ts.
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
