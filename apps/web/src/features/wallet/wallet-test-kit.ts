// Fixtures of the wallet suites: answers shaped exactly as the API gives them.
import type { WalletTransaction, WalletTransactionsAnswer } from '@kirana/shared';

export const aTransaction = (over: Partial<WalletTransaction> = {}): WalletTransaction => ({
  TransactionId: 1,
  Type: 'credit',
  Amount: 64500,
  Reason: 'refund',
  Description: 'Refund RF-2611-000001',
  OrderId: 5,
  OrderNumber: 'KRN-2611-000005',
  RefundId: 3,
  BalanceAfter: 64500,
  At: '2026-11-24T10:15:00.000Z',
  ...over,
});

/** Page `pageNo` of a history of `total` transactions, 20 a page, ids counting down. */
export function aTransactionsPage(pageNo: number, total: number): WalletTransactionsAnswer {
  const first = total - (pageNo - 1) * 20;
  const count = Math.max(0, Math.min(20, first));
  return {
    NoTransactions: total === 0,
    PageNo: pageNo,
    CountTotalTransactions: total,
    Transactions: Array.from({ length: count }, (_, i) =>
      aTransaction({
        TransactionId: first - i,
        Description: `Entry ${first - i}`,
        ...(i % 2 === 1
          ? { Type: 'debit', Reason: 'order_payment', RefundId: null, Amount: 20000 }
          : {}),
      }),
    ),
  };
}
