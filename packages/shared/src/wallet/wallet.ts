import { z } from 'zod';
import { PageNo } from '../common/api-error';

// The store wallet: an append-only ledger in paise whose sum is the balance, never below zero.

export const WALLET_REASONS = ['order_payment', 'order_expired', 'refund', 'adjustment'] as const;
export const WalletReason = z.enum(WALLET_REASONS);
export type WalletReason = z.infer<typeof WalletReason>;

/** What each ledger reason reads as in the shopper's history. */
export const WALLET_REASON_LABELS: Readonly<Record<WalletReason, string>> = {
  order_payment: 'Paid for order',
  order_expired: 'Returned from an unpaid order',
  refund: 'Refund',
  adjustment: 'Adjustment by the store',
};

export const WalletDataAnswer = z.object({
  Balance: z.number().int().describe('paise'),
});
export type WalletDataAnswer = z.infer<typeof WalletDataAnswer>;

export const WalletTransaction = z.object({
  TransactionId: z.number().int(),
  Type: z.enum(['credit', 'debit']),
  Amount: z.number().int().describe('paise, always positive; Type says which way'),
  Reason: WalletReason,
  Description: z.string(),
  OrderId: z.number().int().nullable(),
  OrderNumber: z.string().nullable(),
  RefundId: z.number().int().nullable(),
  BalanceAfter: z.number().int(),
  At: z.string().describe('ISO time'),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletTransactionsQuery = z.object({ pageNo: PageNo });
export const WALLET_PAGE_SIZE = 20;

export const WalletTransactionsAnswer = z.object({
  NoTransactions: z.boolean(),
  PageNo: z.number().int(),
  CountTotalTransactions: z.number().int(),
  Transactions: z.array(WalletTransaction),
});
export type WalletTransactionsAnswer = z.infer<typeof WalletTransactionsAnswer>;
