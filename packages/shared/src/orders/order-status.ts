import { z } from 'zod';
import { ORDER_STATUSES } from './order-flow';

export * from './order-flow';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
