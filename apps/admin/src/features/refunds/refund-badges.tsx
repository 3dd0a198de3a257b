import { MONEY_PART_LABELS, type MoneyPartStatus } from '@kirana/shared';
import { Badge, type StatusTone } from '../../components';

const PART_TONES: Record<MoneyPartStatus, StatusTone> = {
  waiting: 'neutral',
  credited: 'good',
  sending: 'info',
  processed: 'good',
  to_pay: 'warn',
  paid: 'good',
  cancelled: 'bad',
};

/** Where one part of a refund's money stands, as a pill. */
export const MoneyPartBadge = ({ status }: { status: MoneyPartStatus }) => (
  <Badge tone={PART_TONES[status]}>{MONEY_PART_LABELS[status]}</Badge>
);

export const DESTINATION_LABELS = {
  wallet: 'Kirana wallet',
  source: 'Original payment method',
  upi: 'UPI payout',
} as const;
