import { z } from 'zod';
import { PageNo, PageSize } from '../common/api-error';
import { text } from '../common/input';

// Payout reconciliation: Razorpay's settlement report (CSV) imported by the owner, each payment
// and refund in it matched to our order, and what does not tie listed: unmatched, settled twice
// or short (settled amount differs from ours).

/** The settlement report file as the console sends it. */
export const SettlementImportBody = z
  .object({
    FileName: text()
      .trim()
      .min(1)
      .max(200)
      .regex(/\.csv$/i, 'A .csv file'),
    ContentBase64: z
      .string()
      .min(1)
      .max(8_000_000)
      .regex(/^[A-Za-z0-9+/=\s]+$/, 'base64'),
  })
  .strict();
export type SettlementImportBody = z.infer<typeof SettlementImportBody>;

/**
 * What one settled line is to us: matched to its order at our amount; unmatched (no payment or
 * refund of ours); twice (the same entity in more than one settlement); short (another amount);
 * an adjustment (Razorpay's own entry, nothing of ours to match).
 */
export const PAYOUT_LINE_STATES = ['matched', 'unmatched', 'twice', 'short', 'adjustment'] as const;
export type PayoutLineState = (typeof PAYOUT_LINE_STATES)[number];

export const PayoutsQuery = z.object({
  /** problems: unmatched, twice and short */
  state: z.enum([...PAYOUT_LINE_STATES, 'problems', 'all']).default('problems'),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type PayoutsQuery = z.infer<typeof PayoutsQuery>;

export const PayoutLine = z.object({
  SettlementId: z.string(),
  SettlementUtr: z.string().nullable(),
  SettledAt: z.string().nullable().describe('ISO time Razorpay settled it'),
  EntityId: z.string().describe('pay_…, rfnd_… or an adjustment id'),
  Type: z.string().describe('payment, refund, adjustment, …'),
  Amount: z.number().int().describe('paise, as settled'),
  Fee: z.number().int(),
  Tax: z.number().int(),
  OrderId: z.number().int().nullable(),
  OrderNumber: z.string().nullable(),
  /** our amount in paise (the payment, or the refund's part to the source) */
  Expected: z.number().int().nullable(),
  State: z.enum(PAYOUT_LINE_STATES),
});
export type PayoutLine = z.infer<typeof PayoutLine>;

export const PayoutCounts = z.object(
  Object.fromEntries(PAYOUT_LINE_STATES.map((s) => [s, z.number().int().min(0)])) as Record<
    PayoutLineState,
    z.ZodNumber
  >,
);
export type PayoutCounts = z.infer<typeof PayoutCounts>;

export const PayoutsAnswer = z.object({
  Counts: PayoutCounts,
  Lines: z.array(PayoutLine),
  TotalLines: z.number().int().min(0),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type PayoutsAnswer = z.infer<typeof PayoutsAnswer>;

export const SettlementImportAnswer = z.object({
  /** lines new to the store */
  Added: z.number().int().min(0),
  /** lines imported before (same settlement and entity): nothing changed */
  AlreadyImported: z.number().int().min(0),
  /** lines the file holds twice (same settlement and entity): the first one counts */
  RepeatedInFile: z.array(z.object({ Line: z.number().int(), EntityId: z.string() })),
  /** lines left out, with why: no entity id, no settlement id, an amount that is no amount */
  Skipped: z.array(
    z.object({
      Line: z.number().int(),
      Reason: z.enum(['no_entity', 'no_settlement', 'bad_amount']),
    }),
  ),
});
export type SettlementImportAnswer = z.infer<typeof SettlementImportAnswer>;
