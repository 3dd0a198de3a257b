import type { OrderStatus, RefundStatus } from '@kirana/shared';

/** The colour family of a status badge (painted by status-badge.module.css for both apps). */
export type StatusTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

/**
 * One colour per order status for the storefront and the console (their words are
 * ORDER_STATUS_LABELS in @kirana/shared): waiting on the shopper, on its way, done, stopped.
 */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  awaiting_payment: 'warn',
  placed: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'good',
  cancelled: 'bad',
  expired: 'bad',
};

/** One colour per refund status (words: REFUND_STATUS_LABELS in @kirana/shared). */
export const REFUND_STATUS_TONES: Readonly<Record<RefundStatus, StatusTone>> = {
  requested: 'warn',
  approved: 'info',
  picked_up: 'info',
  refunded: 'good',
  rejected: 'bad',
};
