import type { JobContext, RunnableJob } from './lib/jobs';
import {
  lowStockCheckJob,
  pushDeliveryJob,
  pushMessageJob,
  restockNoticeJob,
  staffPushDeliveryJob,
  staffPushMessageJob,
  stockAlertMessageJob,
} from './modules/notifications/notifications.plugin';
import type { OrderMoves } from './modules/orders';
import { messageJob } from './lib/messaging';
import { newOrderAlertJob, orderMessageJob, orderMovedJob } from './modules/orders/orders.plugin';
import { duplicatePaymentJob, paymentDeadlineJob } from './modules/payments/payments.plugin';
import { refundMessageJob, refundPayoutJob } from './modules/refunds/refunds.plugin';
import { smsFallbackJob, whatsappUpdateJob } from './modules/whatsapp/whatsapp.plugin';

// Every kind of job the worker runs, each defined beside its handler in the module that owns it.
// A job row whose kind is missing here fails (and is retried) with "no handler for job kind".

/** What the worker makes the handlers with: the app's deps and log, and this process's bus of
 * order moves (the live order pages). */
export type WorkerContext = JobContext & { orderMoves: OrderMoves };

export const JOBS: readonly RunnableJob<WorkerContext>[] = [
  orderMessageJob,
  orderMovedJob,
  paymentDeadlineJob,
  duplicatePaymentJob,
  refundPayoutJob,
  refundMessageJob,
  pushMessageJob,
  pushDeliveryJob,
  stockAlertMessageJob,
  restockNoticeJob,
  whatsappUpdateJob,
  smsFallbackJob,
  newOrderAlertJob,
  messageJob,
  lowStockCheckJob,
  staffPushMessageJob,
  staffPushDeliveryJob,
];
