import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  ORDER_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type OrderStatus,
  type RefundStatus,
} from '@kirana/shared';
import { testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';
import { cancelReasonLabel, orderStatusLabel, refundStatusLabel } from './status-labels';

const en = translatorOf(testI18n('en'));
const hi = translatorOf(testI18n('hi'));

describe('status words in the shopper language', () => {
  it("English says what the shared labels say (the console's words), for every status", () => {
    for (const [status, label] of Object.entries(ORDER_STATUS_LABELS))
      expect(orderStatusLabel(en, status as OrderStatus)).toBe(label);
    for (const [status, label] of Object.entries(REFUND_STATUS_LABELS))
      expect(refundStatusLabel(en, status as RefundStatus)).toBe(label);
    for (const reason of CANCEL_REASONS) expect(cancelReasonLabel(en, reason)).toBe(reason);
  });

  it('Hindi has its own word for every status and reason', () => {
    expect(orderStatusLabel(hi, 'out_for_delivery')).toBe('डिलीवरी के लिए निकला');
    for (const status of Object.keys(ORDER_STATUS_LABELS))
      expect(orderStatusLabel(hi, status as OrderStatus)).not.toMatch(/^orders\.|[A-Za-z]/);
    for (const status of Object.keys(REFUND_STATUS_LABELS))
      expect(refundStatusLabel(hi, status as RefundStatus)).not.toMatch(/^orders\.|[A-Za-z]/);
    for (const reason of CANCEL_REASONS)
      expect(cancelReasonLabel(hi, reason)).not.toMatch(/^orders\.|[A-Za-z]/);
  });
});
