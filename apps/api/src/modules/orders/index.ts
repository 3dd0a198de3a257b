// The orders module's public face: writing orders, reading them, and moving their status.
// Its routes and jobs are wired by app.ts through orders.plugin.ts.
export {
  assignInvoiceNumber,
  findOrder,
  insertOrder,
  lockOrder,
  moveOrder,
  newOrderIdSql,
  recordOrderPaid,
  recordOrderRefunded,
  reserveReturnQty,
  saleReasonSql,
  startOrder,
  takeOrderInvoiceNumber,
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
  placedOrderDetails,
  shopperOrderFiguresSql,
  type ShopperOrderFigures,
  unpaidHoldings,
} from './order-queries';
export {
  cancelReasonCodeOf,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from './order-mapping';
export { isAwaitingPayment } from './order-guards';
export {
  cashNotMarked,
  receivedPaise,
  REST_AFTER_WALLET_SQL,
  restAfterWallet,
  stillDue,
} from './order-money';
export {
  stockAtCommit,
  takeOrderCoupon,
  takeOrderSlot,
  takeOrderStock,
  takeOrderWallet,
} from './order-holds';
export { storeOrderDetails } from './console/order-queries';
export { OrderMoves } from './order-moves';
export { OrderUpdateStreams } from './order-updates.service';
// what a credit note (refunds) prints the way the invoice does
export { financialYear, isTestDocumentNumber } from './numbers';
export { takeTestDocumentNumber } from './test-documents';
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
export { renderGstDocumentPdf } from './invoice/gst-document-pdf';
export { documentLabels, type DocumentLabels, type Label } from './invoice/document-labels';
export { invoicedBill, orderGstParties } from './invoice.service';
// what the GST returns add up: the invoices as their PDFs print them
export { invoiceFromBill, type InvoiceData } from './invoice/invoice-data';
