import { z } from 'zod';
import { OrderStatusSchema } from './order-status';

// Live order updates: the order page opens a server-sent event stream with a short-lived ticket
// (EventSource cannot send the Authorization header, and the session token never goes in a URL).

/** The answer to a ticket request: the stream's address carries it for a minute. */
export const OrderUpdatesTicketAnswer = z.object({
  Ticket: z.string(),
  ExpiresInSeconds: z.number().int(),
});
export type OrderUpdatesTicketAnswer = z.infer<typeof OrderUpdatesTicketAnswer>;

/** A ticket is two base64url parts: its claims and their signature. */
export const OrderUpdatesQuery = z.object({
  ticket: z
    .string()
    .max(400)
    .regex(/^[\w-]+\.[\w-]+$/, 'Not a live updates ticket'),
});

/**
 * The data of an `order` event: the order moved or changed (re-read its details). `New`: the
 * order was just placed (the console's new-order alert); an edit, a later move or a payment of an
 * order still `placed` is not new.
 */
export const OrderMovedEvent = z.object({
  OrderId: z.number().int(),
  Status: OrderStatusSchema,
  New: z.literal(true).optional(),
});
export type OrderMovedEvent = z.infer<typeof OrderMovedEvent>;
