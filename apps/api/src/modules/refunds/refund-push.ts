import {
  formatInr,
  REFUND_STATUS_LABELS,
  type PushMessage,
  type RefundStatus,
} from '@kirana/shared';
import { PUSH_ICON } from '../notifications';
import { refundNumber } from './refund-numbers';
import type { RefundRow } from './refund-store';

// The push a shopper gets when their refund moves.

const PUSHED: Partial<Record<RefundStatus, (amount: string) => string>> = {
  approved: (a) => `Your refund of ${a} is approved.`,
  picked_up: (a) => `We picked up your return: ${a} is on its way to you.`,
  refunded: (a) => `${a} has been credited.`,
  rejected: () => 'We could not accept this return. Open it to see why.',
};

export function refundPush(
  refund: Pick<RefundRow, 'id' | 'amountPaise'>,
  to: RefundStatus,
): PushMessage | null {
  const body = PUSHED[to];
  if (!body) return null;
  return {
    title: `Refund ${refundNumber(refund.id)}: ${REFUND_STATUS_LABELS[to]}`,
    body: body(formatInr(refund.amountPaise)),
    icon: PUSH_ICON,
    click_action: `/refund/details/${refund.id}`,
    tag: `refund-${refund.id}`,
  };
}
