import type { RefundStatus } from '@kirana/shared';
import type { ServerTranslate } from '../../lib/i18n/server-messages';

// A refund status as the shopper's messages name it (`refunds.status-*` in the catalogue).

const STATUS_IDS: Record<RefundStatus, string> = {
  requested: 'refunds.status-requested',
  approved: 'refunds.status-approved',
  picked_up: 'refunds.status-picked-up',
  refunded: 'refunds.status-refunded',
  rejected: 'refunds.status-rejected',
};

/** The status's name in `t`'s language ('Refunded', 'रिफ़ंड हो गया'). */
export const refundStatusText = (t: ServerTranslate, status: RefundStatus): string =>
  t(STATUS_IDS[status]);
