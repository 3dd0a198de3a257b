import { z } from 'zod';
import { dbId, int4, text } from '../common/input';
import { UpiId } from '../refunds/refunds';
import { bankLayout, DATE_FORMATS } from './bank-layouts';

// UPI straight to the shop's bank ("Pay by any UPI app"): the owner's settings, the shopper's
// payment request and UPI reference (UTR), and the console's queue of payments to check.

/** A UPI transaction reference (UTR, also "UPI Ref No." or RRN): 12 digits. */
export const Utr = text()
  .trim()
  .regex(/^\d{12}$/, 'A UPI reference (UTR) has 12 digits');

/** The hold time choices bounds: a shopper needs a few minutes; a day is the longest hold. */
export const UPI_HOLD_MINUTES = { min: 5, max: 1440, default: 30 } as const;

/** The owner's UPI-direct settings; the method is offered only when on with a VPA and payee. */
export const UpiDirectSettings = z
  .object({
    IsEnabled: z.boolean(),
    Vpa: z.union([UpiId, z.literal('')]),
    PayeeName: text().trim().max(50),
    HoldMinutes: int4(UPI_HOLD_MINUTES.min, UPI_HOLD_MINUTES.max),
  })
  .strict()
  .refine((s) => !s.IsEnabled || s.Vpa !== '', {
    path: ['Vpa'],
    message: 'Enter the shop’s UPI ID to turn UPI payments on',
  })
  .refine((s) => !s.IsEnabled || s.PayeeName.length > 0, {
    path: ['PayeeName'],
    message: 'Enter the payee name your bank shows to turn UPI payments on',
  });
export type UpiDirectSettings = z.infer<typeof UpiDirectSettings>;

export const DEFAULT_UPI_DIRECT_SETTINGS: UpiDirectSettings = {
  IsEnabled: false,
  Vpa: '',
  PayeeName: '',
  HoldMinutes: UPI_HOLD_MINUTES.default,
};

/** Where a UPI-direct order's payment stands for the shopper. */
export const UPI_PAYMENT_STAGES = ['to_pay', 'checking', 'paid', 'expired', 'cancelled'] as const;
export type UpiPaymentStage = (typeof UPI_PAYMENT_STAGES)[number];

/** What the storefront's payment page needs to build the request (upiLink) and show the hold. */
export const UpiPaymentPage = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Amount: z.number().int().describe('paise to pay by UPI (after the wallet part)'),
  Vpa: z.string(),
  PayeeName: z.string(),
  Note: z.string(),
  PayBy: z.string().nullable().describe('ISO time the hold ends; null once not awaiting'),
  Stage: z.enum(UPI_PAYMENT_STAGES),
  Utr: z.string().nullable(),
});
export type UpiPaymentPage = z.infer<typeof UpiPaymentPage>;

export const UpiReferenceBody = z.object({ Utr }).strict();
export type UpiReferenceBody = z.infer<typeof UpiReferenceBody>;

/** One order of the console's "UPI payments to check". */
export const UpiCheckRow = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Amount: z.number().int().describe('paise expected by UPI'),
  Utr: z.string().nullable(),
  ReportedAt: z.string().nullable(),
  PlacedAt: z.string(),
  PayBy: z.string().nullable(),
});
export type UpiCheckRow = z.infer<typeof UpiCheckRow>;

/** A bank credit that came for an order no longer waiting (expired): to refund or re-confirm. */
export const UpiLateCredit = z.object({
  Utr: z.string(),
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  OrderStatus: z.string(),
  Amount: z.number().int(),
  CreditedAt: z.string(),
});
export type UpiLateCredit = z.infer<typeof UpiLateCredit>;

export const UpiQueue = z.object({
  ToCheck: z.array(UpiCheckRow),
  LateCredits: z.array(UpiLateCredit),
});
export type UpiQueue = z.infer<typeof UpiQueue>;

/** The owner's Confirm: the UTR seen in the bank (the shopper's one when left out). */
export const UpiConfirmBody = z.object({ Utr: Utr.optional() }).strict();
export type UpiConfirmBody = z.infer<typeof UpiConfirmBody>;

export const UpiOrderParams = z.object({ id: dbId }).strict();
export const UpiCreditParams = z.object({ utr: Utr }).strict();

/** A late credit's settlement: paid back to the shopper's UPI id, or the order re-confirmed. */
export const UpiSettleBody = z.discriminatedUnion('Action', [
  z.object({ Action: z.literal('refund'), UpiId }).strict(),
  z.object({ Action: z.literal('reconfirm') }).strict(),
]);
export type UpiSettleBody = z.infer<typeof UpiSettleBody>;

const header = text().trim().min(1).max(80);

/** The owner's own mapping, for a bank whose layout is not in BANK_LAYOUTS. */
export const StatementMapping = z
  .object({
    Date: header,
    Narration: header,
    Reference: header.nullable().default(null),
    Credit: header.nullable().default(null),
    Amount: header.nullable().default(null),
    Flag: header.nullable().default(null),
    CreditFlag: text().trim().max(10).nullable().default(null),
    DateFormat: z.enum(DATE_FORMATS),
  })
  .strict()
  .refine((m) => m.Credit !== null || (m.Amount !== null && m.Flag !== null && !!m.CreditFlag), {
    path: ['Credit'],
    message: 'Choose the credit column, or the amount column with its Cr/Dr column and credit mark',
  });
export type StatementMapping = z.infer<typeof StatementMapping>;

/** A statement file as the console sends it: the bank's layout id, or "custom" with a mapping. */
export const StatementImportBody = z
  .object({
    FileName: text()
      .trim()
      .min(1)
      .max(200)
      .regex(/\.(csv|xls|xlsx)$/i, 'A .csv, .xls or .xlsx file'),
    ContentBase64: z
      .string()
      .min(1)
      .max(8_000_000)
      .regex(/^[A-Za-z0-9+/=\s]+$/, 'base64'),
    Bank: text()
      .trim()
      .refine((id) => id === 'custom' || bankLayout(id) !== undefined, {
        message: 'Choose your bank, or "custom" with your own mapping',
      }),
    Mapping: StatementMapping.optional(),
  })
  .strict()
  .refine((b) => b.Bank !== 'custom' || !!b.Mapping, {
    path: ['Mapping'],
    message: 'Map the columns of this statement',
  });
export type StatementImportBody = z.infer<typeof StatementImportBody>;

export const STATEMENT_OUTCOMES = [
  'confirmed',
  'already_recorded',
  'late',
  'amount_differs',
  'no_match',
  'not_upi_direct',
  'already_paid',
] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

/** One credit of the statement and what the import made of it. */
export const StatementCredit = z.object({
  Row: z.number().int(),
  Date: z.string(),
  Amount: z.number().int(),
  Narration: z.string(),
  Utr: z.string().nullable(),
  OrderNumber: z.string().nullable(),
  Outcome: z.enum(STATEMENT_OUTCOMES),
  Reason: z.string(),
});
export type StatementCredit = z.infer<typeof StatementCredit>;

export const StatementImportAnswer = z.object({
  Confirmed: z.array(StatementCredit),
  NotConfirmed: z.array(StatementCredit),
  /** headers found, so the console can offer them in the "map the columns" step */
  Headers: z.array(z.string()),
});
export type StatementImportAnswer = z.infer<typeof StatementImportAnswer>;

/** The file's headers, for the "map the columns yourself" step (nothing is imported). */
export const StatementHeadersAnswer = z.object({ Headers: z.array(z.string()) });
