import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '../checkout/payment-methods';
import { dbId, text } from '../common/input';
import { WalletReason } from '../wallet/wallet';

// The owner's books (orders:money, never a packer's): the day's close and the cash that
// delivery people collected and handed in. Money in paise; days are India days (YYYY-MM-DD).

const IndiaDay = z.iso.date().describe('a date in India (Asia/Kolkata), YYYY-MM-DD');

export const BooksDayQuery = z.object({ day: IndiaDay });
export type BooksDayQuery = z.infer<typeof BooksDayQuery>;

/** How an order was paid, in the close: the method, or sandbox for a test user's order. */
export const CloseMethod = z.enum(PAYMENT_METHOD_IDS);
export type CloseMethod = z.infer<typeof CloseMethod>;

export const DailyClose = z.object({
  Day: IndiaDay,
  Orders: z
    .array(
      z.object({
        Method: CloseMethod,
        Orders: z.number().int(),
        Value: z.number().int().describe('the bills of the orders placed that day'),
        WalletPart: z.number().int().describe('of which paid from the wallet'),
      }),
    )
    .describe('orders placed that day that stand (not awaiting payment, cancelled or expired)'),
  Cod: z.object({
    ToCollect: z
      .object({
        Orders: z.number().int(),
        Amount: z.number().int(),
      })
      .describe('delivered that day, cash not marked collected yet'),
    Collected: z
      .array(
        z.object({
          Collector: z.string(),
          Orders: z.number().int(),
          Cash: z.number().int(),
          Upi: z.number().int(),
          Short: z.number().int().describe('recorded shortfalls: due less collected'),
        }),
      )
      .describe('marked collected that day, by delivery person'),
    HandedIn: z.number().int().describe('cash handed in to the store that day'),
  }),
  Refunds: z
    .object({
      Count: z.number().int(),
      Wallet: z.number().int(),
      Source: z.number().int().describe('back to the original method'),
      Upi: z.number().int(),
    })
    .describe('refunds completed that day, by where the money went'),
  Wallet: z.array(
    z.object({
      Reason: WalletReason,
      Credits: z.number().int(),
      Debits: z.number().int().describe('a positive number'),
    }),
  ),
  Fees: z
    .object({
      Payments: z.number().int().describe('Razorpay payments captured that day'),
      Reported: z.number().int().describe('of which Razorpay reported the fee'),
      Fee: z.number().int(),
      Tax: z.number().int(),
    })
    .describe('gateway fees; payments whose fee is not reported yet are counted apart'),
});
export type DailyClose = z.infer<typeof DailyClose>;

/** Cash one delivery person collected on one India day and has not handed in. */
export const CodOwed = z.object({
  Collector: z.string(),
  Day: IndiaDay,
  Amount: z.number().int(),
  Orders: z.array(
    z.object({
      OrderId: z.number().int(),
      OrderNumber: z.string(),
      Amount: z.number().int(),
      CollectedAt: z.string(),
    }),
  ),
});
export type CodOwed = z.infer<typeof CodOwed>;

export const CodHandIn = z.object({
  HandInId: z.number().int(),
  Collector: z.string(),
  Amount: z.number().int(),
  Orders: z.number().int(),
  ReceivedBy: z.string(),
  At: z.string(),
});
export type CodHandIn = z.infer<typeof CodHandIn>;

export const CodReconciliation = z.object({
  Owed: z.array(CodOwed).describe('cash collected and not handed in, by person and day'),
  HandIns: z.array(CodHandIn).describe('the latest hand-ins, newest first'),
});
export type CodReconciliation = z.infer<typeof CodReconciliation>;

/** "Cash handed in": one delivery person's cash for these orders; Key makes a resubmit one. */
export const CodHandInBody = z
  .object({
    Key: text()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'A key of 8 to 64 letters, digits or dashes')
      .describe('made by the form once; the same key again changes nothing'),
    OrderIds: z
      .array(dbId)
      .min(1, 'Pick at least one order')
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'An order is listed twice'),
  })
  .strict();
export type CodHandInBody = z.infer<typeof CodHandInBody>;

export const CodHandInAnswer = z.object({ HandIn: CodHandIn });
export type CodHandInAnswer = z.infer<typeof CodHandInAnswer>;

/** Who can be named as the delivery person in "Cash collected": active staff, and typed names. */
export const DeliveryPeopleAnswer = z.object({
  Staff: z.array(z.object({ StaffId: z.number().int(), Name: z.string() })),
  Names: z.array(z.string()).describe('names typed before, most recent first'),
});
export type DeliveryPeopleAnswer = z.infer<typeof DeliveryPeopleAnswer>;
