import { z } from 'zod';
import { dbId, int4, text } from '../../common/input';
import { Bill } from '../../checkout/bill';

// The console edits an order's items before packing: a line removed or its quantity lowered,
// never raised or added (that would need a new payment). The bill is worked out again by the
// checkout's rules; a prepaid order gets the difference back.

/** One line as it was and as it is after an edit (QtyAfter 0: removed). */
export const OrderEditChange = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  QtyBefore: z.number().int(),
  QtyAfter: z.number().int(),
});
export type OrderEditChange = z.infer<typeof OrderEditChange>;

export const AdminOrderEditBody = z
  .object({
    Version: text()
      .trim()
      .min(1)
      .max(40)
      .describe('the order’s Version as read: an edit of an order changed since is refused'),
    Lines: z
      .array(
        z
          .object({
            ProductId: dbId,
            VariantId: dbId.nullable(),
            Qty: int4(0, 10_000).describe('the new quantity: lower than now; 0 removes the line'),
          })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();
export type AdminOrderEditBody = z.infer<typeof AdminOrderEditBody>;

/** What an edit does to the bill and the money, before it is confirmed (and after). */
export const AdminOrderEditPreview = z.object({
  Changes: z.array(OrderEditChange),
  AmountBefore: z.number().int(),
  AmountAfter: z.number().int(),
  /** paise given back now (a prepaid order); 0 when nothing was paid beyond the new bill */
  Refund: z.number().int(),
  /** the coupon no longer applies (its minimum is not met by what is left) and is given back */
  CouponDropped: z.boolean(),
  /** every item is removed: the edit cancels the order */
  CancelsOrder: z.boolean(),
  Bill: Bill,
});
export type AdminOrderEditPreview = z.infer<typeof AdminOrderEditPreview>;

export const AdminOrderEditPreviewAnswer = z.object({ Preview: AdminOrderEditPreview });
export type AdminOrderEditPreviewAnswer = z.infer<typeof AdminOrderEditPreviewAnswer>;
