import { z } from 'zod';
import { text } from '../../common/input';
import { WalletTransaction } from '../wallet';

// The store owner's side of a customer's wallet: the ledger with who made each adjustment, and
// an adjustment (a credit or a debit) that always carries a reason.

/** The largest single adjustment either way: ₹1,00,000. */
export const WALLET_ADJUSTMENT_MAX_PAISE = 1_00_000_00;

const amountMessage = `must be a whole number of paise, not 0, from -${WALLET_ADJUSTMENT_MAX_PAISE} to ${WALLET_ADJUSTMENT_MAX_PAISE}`;

export const WalletAdjustmentBody = z
  .object({
    AmountPaise: z
      .number({ error: amountMessage })
      .int(amountMessage)
      .min(-WALLET_ADJUSTMENT_MAX_PAISE, amountMessage)
      .max(WALLET_ADJUSTMENT_MAX_PAISE, amountMessage)
      .refine((n) => n !== 0, amountMessage)
      .describe('paise: positive credits the wallet, negative debits it'),
    Reason: text()
      .trim()
      .min(3, 'Say why, in 3 to 200 characters')
      .max(200, 'Say why, in 3 to 200 characters'),
  })
  .strict();
export type WalletAdjustmentBody = z.input<typeof WalletAdjustmentBody>;

/** A retried adjustment sends the same key; a new adjustment needs a new one. */
export const IdempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _'),
});

/** A ledger row as the console shows it: with the staff member who adjusted it. */
export const AdminWalletTransaction = WalletTransaction.extend({
  StaffName: z.string().nullable(),
});
export type AdminWalletTransaction = z.infer<typeof AdminWalletTransaction>;

export const AdminWalletAnswer = z.object({
  Balance: z.number().int(),
  PageNo: z.number().int(),
  CountTotalTransactions: z.number().int(),
  Transactions: z.array(AdminWalletTransaction),
});
export type AdminWalletAnswer = z.infer<typeof AdminWalletAnswer>;

export const WalletAdjustmentAnswer = z.object({
  Balance: z.number().int(),
  Transaction: AdminWalletTransaction,
  /** true when this key was already used: nothing moved this time */
  Replayed: z.boolean(),
});
export type WalletAdjustmentAnswer = z.infer<typeof WalletAdjustmentAnswer>;
