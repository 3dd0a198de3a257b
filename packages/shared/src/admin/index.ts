import { z } from 'zod';
import { dbIdParam, int4 } from '../common/input';
import {
  CareEmail,
  CarePhone,
  CountryOfOrigin,
  FssaiLicence,
  MakerAddress,
  MakerName,
  ShelfLifeDays,
} from '../catalogue/product-facts';

const Paise = int4(1, 100_000_000);
const Stock = int4(0, 1_000_000);

/**
 * A store owner's change to a product: any of its price, MRP, stock and visibility, and the
 * facts its page must show (a store whose products predate them fills them in this way).
 */
export const ProductUpdateBody = z
  .object({
    Price: Paise.optional().describe('paise, GST-inclusive'),
    Mrp: Paise.optional().describe('paise'),
    Stock: Stock.optional(),
    IsActive: z.boolean().optional(),
    IsDeal: z.boolean().optional(),
    MakerName: MakerName.optional(),
    MakerAddress: MakerAddress.optional(),
    CountryOfOrigin: CountryOfOrigin.optional(),
    ShelfLifeDays: ShelfLifeDays.nullable().optional(),
    CarePhone: CarePhone.optional(),
    CareEmail: CareEmail.optional(),
    FssaiLicence: FssaiLicence.nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type ProductUpdateBody = z.infer<typeof ProductUpdateBody>;

/** A store owner's change to one option row of a product. */
export const VariantUpdateBody = z
  .object({
    Price: Paise.optional(),
    Mrp: Paise.optional(),
    Stock: Stock.optional(),
    IsActive: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type VariantUpdateBody = z.infer<typeof VariantUpdateBody>;

export const IdParams = z.object({ id: dbIdParam() });

export const CatalogueUpdateAnswer = z.object({
  Id: z.number().int(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  Stock: z.number().int(),
  IsActive: z.boolean(),
  CacheState: z.string(),
});
export type CatalogueUpdateAnswer = z.infer<typeof CatalogueUpdateAnswer>;
