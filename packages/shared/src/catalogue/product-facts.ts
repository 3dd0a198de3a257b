import { z } from 'zod';
import { int4, text } from '../common/input';

// What India's Legal Metrology (Packaged Commodities) Rules ask an e-commerce listing to show
// besides the net quantity and the MRP: who made, packed or imported it and where, the country
// of origin, best before, and whom to call; food also shows its maker's FSSAI licence number.
// One set of field rules for what the store owner sends and what the product page is given.

export const MakerName = text().trim().min(2).max(160);
export const MakerAddress = text()
  .trim()
  .max(300)
  .regex(/\b[1-9]\d{5}\b/, 'must include the 6-digit PIN code');
export const CountryOfOrigin = text().trim().min(2).max(60);
export const ShelfLifeDays = int4(1, 3650).describe('best before, in days from manufacture');
/** An Indian phone for consumer care: toll-free 1800 numbers, landlines with STD code, mobiles. */
export const CarePhone = z
  .string()
  .trim()
  .regex(/^(\+91[ -]?)?[0-9][0-9 -]{7,14}[0-9]$/, 'must be an Indian phone number');
export const CareEmail = z.email({ error: 'must be an email address' }).max(254);
export const FssaiLicence = z
  .string()
  .regex(/^\d{14}$/, 'must be the 14-digit FSSAI licence or registration number');

export const ProductFacts = z.object({
  Maker: z.object({
    Name: z.string().describe('the manufacturer, packer or importer, as on the pack'),
    Address: z.string(),
  }),
  CountryOfOrigin: z.string(),
  ShelfLifeDays: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('best before, in days from manufacture; null: it does not expire'),
  CustomerCare: z.object({ Phone: z.string(), Email: z.string() }),
  FssaiLicence: FssaiLicence.nullable().describe('food only'),
});
export type ProductFacts = z.infer<typeof ProductFacts>;

/** Set per category: the product page says it, and a return request is held to it. */
export const ReturnPolicy = z.object({
  Returnable: z.boolean(),
  WindowDays: z.number().int().min(0).describe('days after delivery; 0 when not returnable'),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicy>;
