import { z } from 'zod';

const Paise = z.number().int().min(1).max(100_000_000);

/** A store owner's change to a product: any of its price, MRP, stock and visibility. */
export const ProductUpdateBody = z
  .object({
    Price: Paise.optional().describe('paise, GST-inclusive'),
    Mrp: Paise.optional().describe('paise'),
    Stock: z.number().int().min(0).max(1_000_000).optional(),
    IsActive: z.boolean().optional(),
    IsDeal: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type ProductUpdateBody = z.infer<typeof ProductUpdateBody>;

/** A store owner's change to one option row of a product. */
export const VariantUpdateBody = z
  .object({
    Price: Paise.optional(),
    Mrp: Paise.optional(),
    Stock: z.number().int().min(0).max(1_000_000).optional(),
    IsActive: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type VariantUpdateBody = z.infer<typeof VariantUpdateBody>;

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const CatalogueUpdateAnswer = z.object({
  Id: z.number().int(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  Stock: z.number().int(),
  IsActive: z.boolean(),
  CacheState: z.string(),
});
export type CatalogueUpdateAnswer = z.infer<typeof CatalogueUpdateAnswer>;
