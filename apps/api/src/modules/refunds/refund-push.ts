import { formatInr, type PushMessage, type RefundStatus } from '@kirana/shared';
import type { ServerTranslate } from '../../lib/i18n/server-messages';
import { PUSH_ICON } from '../notifications';
import { refundNumber } from './refund-numbers';
import type { RefundRow } from './refund-store';
import { refundStatusText } from './refund-status-text';

// The push a shopper gets when their refund moves, in their language.

const PUSHED: Partial<Record<RefundStatus, string>> = {
  approved: 'refunds.push-approved',
  picked_up: 'refunds.push-picked-up',
  refunded: 'refunds.push-refunded',
  rejected: 'refunds.push-rejected',
};

export function refundPush(
  refund: Pick<RefundRow, 'id' | 'amountPaise'>,
  to: RefundStatus,
  t: ServerTranslate,
): PushMessage | null {
  const body = PUSHED[to];
  if (!body) return null;
  return {
    title: t('refunds.push-title', {
      number: refundNumber(refund.id),
      status: refundStatusText(t, to),
    }),
    body: t(body, { amount: formatInr(refund.amountPaise) }),
    icon: PUSH_ICON,
    click_action: `/refund/details/${refund.id}`,
    tag: `refund-${refund.id}`,
  };
}
