import type { MoneyPartStatus, RefundMoneyPart, RefundStatus } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { Badge, RefundStatusBadge, type StatusTone } from '../../components';
import { useT } from '../../lib/i18n';

// each with its catalogue id (refunds-in-hindi.test.tsx proves every one is there)
const PARTS: Record<MoneyPartStatus, [string, StatusTone]> = {
  waiting: ['refunds.part.waiting', 'neutral'],
  credited: ['refunds.part.credited', 'good'],
  sending: ['refunds.part.sending', 'info'],
  processed: ['refunds.part.processed', 'good'],
  to_pay: ['refunds.part.to_pay', 'warn'],
  paid: ['refunds.part.paid', 'good'],
  cancelled: ['refunds.part.cancelled', 'bad'],
};

/** Where one part of a refund's money stands, as a pill. */
export function MoneyPartBadge({ status }: { status: MoneyPartStatus }) {
  const t = useT();
  const [id, tone] = PARTS[status];
  return <Badge tone={tone}>{t(id)}</Badge>;
}

const DESTINATION_IDS: Record<RefundMoneyPart['Destination'], string> = {
  wallet: 'refunds.destination.wallet',
  source: 'refunds.destination.source',
  upi: 'refunds.destination.upi',
};

export const destinationLabel = (t: Translate, d: RefundMoneyPart['Destination']) =>
  t(DESTINATION_IDS[d]);

const STATUS_IDS: Record<RefundStatus, string> = {
  requested: 'refunds.status.requested',
  approved: 'refunds.status.approved',
  picked_up: 'refunds.status.picked_up',
  refunded: 'refunds.status.refunded',
  rejected: 'refunds.status.rejected',
};

export const refundStatusLabel = (t: Translate, s: RefundStatus) => t(STATUS_IDS[s]);

/** A refund's status as the shared pill, in the console user's language. */
export function RefundStatusPill({ status }: { status: RefundStatus }) {
  const t = useT();
  return <RefundStatusBadge status={status} label={refundStatusLabel(t, status)} />;
}
