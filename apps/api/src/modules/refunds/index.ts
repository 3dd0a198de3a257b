// The refunds module's public face: returns, refunds of cancelled orders, their payout (wallet,
// gateway job, UPI by hand), the gateway's word that a refund was processed, and the routes.
export {
  EDIT_REASON,
  refundCancelledOrder,
  refundPaidPart,
  walletShareOf,
} from './cancellation.service';
export { markGatewayRefundProcessed, payOutRefund } from './payout.service';
export { refundNumber, takeCreditNoteNumber } from './refund-numbers';
export type { RefundRow } from './refund-store';
// what the GST returns add up: the credit notes as their PDFs print them
export { creditNoteDocument, editCreditNoteDocument } from './credit-note.service';
export type { CreditNoteData } from './credit-note/credit-note-data';
