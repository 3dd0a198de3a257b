import { z } from 'zod';
import { GST_RATES } from '../../common/india-states';
import { int4, multiLineText, text } from '../../common/input';

// The field rules the console's catalogue calls share.

export const Paise = int4(1, 100_000_000).describe('paise, GST-inclusive');
export const StockCount = int4(0, 1_000_000);
/** A product's own low-stock level (its sizes' each); null: the store's threshold applies. */
export const LowStockLevel = int4(0, 100_000)
  .nullable()
  .describe("alert when a row's stock falls to this; null: the store's low-stock threshold");
export const SortPosition = int4(0, 100_000);

/** A URL slug the console names: lower-case letters, digits and single hyphens. */
export const EditSlug = text()
  .trim()
  .toLowerCase()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens');

/** A product's GST rate (percent): one of today's slabs; 12 and 28 only stay on what has them. */
export const GstRateField = z
  .number()
  .refine(
    (r) => (GST_RATES as readonly number[]).includes(r),
    'must be one of 0, 0.25, 3, 5, 18 or 40',
  );
export const HsnCode = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'must be the 4 to 8 digit HSN code');

/** An image kept in the store's media (the answer of an upload). */
export const MediaIdField = text().regex(/^[\w.-]{1,100}$/, 'not a media id');

/** Price never above MRP, said on the MRP field when both are given. */
export function mrpNotBelowPrice(b: { Price?: number; Mrp?: number }, ctx: z.RefinementCtx) {
  if (b.Price !== undefined && b.Mrp !== undefined && b.Price > b.Mrp)
    ctx.addIssue({ code: 'custom', path: ['Mrp'], message: 'MRP cannot be below the price' });
}

export const atLeastOne = (b: object) => Object.keys(b).length > 0;
export const NAME_ONE = { message: 'name at least one field to change' };

/** A new order of a list: every id of it, each once. */
export const OrderBody = <T extends z.ZodType>(id: T) =>
  z.object({ Ids: z.array(id).min(1).max(500) }).strict();

/** An upload's answer: the image kept, WebP without metadata. */
export const UploadedMedia = z.object({
  MediaId: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type UploadedMedia = z.infer<typeof UploadedMedia>;

/** The largest catalogue image the console may upload (JPEG, PNG or WebP). */
export const CATALOGUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOGUE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * An optional Hindi text beside an English one (name, pack text, description), checked as the
 * English one is (trimmed, length, no control characters); blank or null: none, and the English
 * text is shown in Hindi too.
 */
export const hindiText = (max: number, { min = 1, multiLine = false } = {}) =>
  (multiLine ? multiLineText() : text())
    .trim()
    .max(max)
    .refine((v) => v === '' || v.length >= min, `must be at least ${min} characters, or empty`)
    .transform((v) => v || null)
    .nullable()
    .describe('in Hindi (Devanagari); blank or null: none, the English text is shown');

/** The staff's words for a stock change typed in the console (the history shows them). */
export const StockReasonText = text()
  .trim()
  .max(200)
  .optional()
  .describe('why the stock changes, e.g. "counted the shelf"; kept in the stock history');
