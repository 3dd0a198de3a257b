import { z } from 'zod';
import { jobType, rowId } from '../../lib/jobs';

/**
 * The job that expires an online order still unpaid at its pay-by time: placing an order queues
 * it; its handler (asking the gateway, then expiring) is the payments module's.
 */
export const paymentDeadline = jobType('order-payment-deadline', z.object({ orderId: rowId }));
