// Fixtures of the refunds suites: answers shaped exactly as the API gives them.
import type {
  RefundDetails,
  RefundListAnswer,
  RefundSummary,
  ReturnOptionsAnswer,
} from '@kirana/shared';

export const aRefundSummary = (over: Partial<RefundSummary> = {}): RefundSummary => ({
  RefundId: 3,
  RefundNumber: 'RF-2611-000003',
  OrderId: 5,
  OrderNumber: 'KRN-2611-000005',
  Kind: 'return',
  Status: 'requested',
  Amount: 21500,
  Destination: 'wallet',
  CreatedAt: '2026-11-24T10:15:00.000Z',
  ItemCount: 1,
  ...over,
});

export const aRefund = (over: Partial<RefundDetails> = {}): RefundDetails => ({
  ...aRefundSummary(),
  Lines: [
    {
      ProductId: 323,
      VariantId: null,
      Name: "Johnson's Baby Shampoo",
      VariantLabel: null,
      ImageId: null,
      Qty: 1,
      Amount: 21500,
    },
  ],
  Timeline: [{ Status: 'requested', At: '2026-11-24T10:15:00.000Z', Note: null }],
  Reason: 'Damaged or defective',
  Comment: null,
  RejectReason: null,
  WalletAmount: 21500,
  SourceAmount: 0,
  UpiAmount: 0,
  UpiId: null,
  GatewayRefundId: null,
  PayoutReference: null,
  CreditNoteNumber: null,
  PhotoIds: [],
  ...over,
});

/** Page `pageNo` of `total` refunds, 10 a page, ids counting down. */
export function aRefundsPage(pageNo: number, total: number): RefundListAnswer {
  const first = total - (pageNo - 1) * 10;
  const count = Math.max(0, Math.min(10, first));
  return {
    NoRefunds: total === 0,
    CountTotalRefunds: total,
    PageNo: pageNo,
    Refunds: Array.from({ length: count }, (_, i) =>
      aRefundSummary({
        RefundId: first - i,
        RefundNumber: `RF-2611-${String(first - i).padStart(6, '0')}`,
      }),
    ),
  };
}

/** A delivered order of shampoo (3 returnable), oil (its window closed) and a non-returnable line. */
export const someReturnOptions = (
  over: Partial<ReturnOptionsAnswer> = {},
): ReturnOptionsAnswer => ({
  OrderId: 5,
  Lines: [
    {
      ProductId: 323,
      VariantId: null,
      Name: "Johnson's Baby Shampoo",
      VariantLabel: null,
      ImageId: null,
      Qty: 3,
      ReturnableQty: 3,
      UnitRefund: 21500,
      ReturnBy: '2026-12-01',
      Reason: null,
    },
    {
      ProductId: 40,
      VariantId: 41,
      Name: 'Fortune Sunflower Oil',
      VariantLabel: '1 L',
      ImageId: null,
      Qty: 1,
      ReturnableQty: 0,
      UnitRefund: 15500,
      ReturnBy: '2026-11-20',
      Reason: 'Return window closed on 20 Nov 2026',
    },
    {
      ProductId: 77,
      VariantId: null,
      Name: 'Amul Taaza Milk',
      VariantLabel: null,
      ImageId: null,
      Qty: 2,
      ReturnableQty: 0,
      UnitRefund: 2900,
      ReturnBy: null,
      Reason: 'Not returnable',
    },
  ],
  Destinations: ['wallet', 'source'],
  CanReturn: true,
  Message: null,
  ...over,
});

/**
 * Object URLs for the suites (jsdom has none): each blob gets blob:test-N; the originals come
 * back with the returned restore.
 */
export function stubObjectUrls(): { restore: () => void; revoked: string[] } {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const revoked: string[] = [];
  let n = 0;
  URL.createObjectURL = () => `blob:test-${++n}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return {
    revoked,
    restore: () => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
