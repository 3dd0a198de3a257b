import {
  MONEY_PART_LABELS,
  REFUND_STATUS_LABELS,
  type MoneyPartStatus,
  type RefundStatus,
} from '@kirana/shared';
import { REFUND_STATUS_TONES } from '@kirana/ui';
import { Badge, type BadgeTone } from '../../components';

const PART_TONES: Record<MoneyPartStatus, BadgeTone> = {
  waiting: 'neutral',
  credited: 'good',
  sending: 'info',
  processed: 'good',
  to_pay: 'warn',
  paid: 'good',
  cancelled: 'bad',
};

/** A refund's status as a coloured pill. */
export const RefundStatusBadge = ({ status }: { status: RefundStatus }) => (
  <Badge tone={REFUND_STATUS_TONES[status]}>{REFUND_STATUS_LABELS[status]}</Badge>
);

/** Where one part of a refund's money stands, as a pill. */
export const MoneyPartBadge = ({ status }: { status: MoneyPartStatus }) => (
  <Badge tone={PART_TONES[status]}>{MONEY_PART_LABELS[status]}</Badge>
);

export const DESTINATION_LABELS = {
  wallet: 'Kirana wallet',
  source: 'Original payment method',
  upi: 'UPI payout',
} as const;
