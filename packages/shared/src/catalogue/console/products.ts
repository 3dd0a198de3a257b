import { z } from 'zod';
import { PageNo, PageSize } from '../../common/api-error';
import { dbId, dbIdParam, multiLineText, text } from '../../common/input';
import {
  CareEmail,
  CarePhone,
  CountryOfOrigin,
  FssaiLicence,
  MakerAddress,
  MakerName,
  ShelfLifeDays,
} from '../product-facts';
import {
  EditSlug,
  GstRateField,
  HsnCode,
  LowStockLevel,
  NAME_ONE,
  Paise,
  StockCount,
  StockReasonText,
  atLeastOne,
  hindiText,
  mrpNotBelowPrice,
} from './fields';

// The console's products and their option rows (variants).

/** A product's optional Hindi texts, as the editor and the catalogue CSV check them. */
export const ProductHindiFields = {
  NameHi: hindiText(160, { min: 2 }),
  UnitLabelHi: hindiText(40),
  DescriptionHi: hindiText(5000, { multiLine: true }),
};

const productFields = {
  Name: text().trim().min(2).max(160),
  Slug: EditSlug.describe('made from the name when left out'),
  Brand: text().trim().min(1).max(80),
  CategoryId: dbId,
  Description: multiLineText().max(5000),
  Highlights: z.array(text().trim().min(1).max(200)).max(12),
  UnitLabel: text().trim().max(40).describe('pack size as printed, e.g. "5 kg"'),
  ...ProductHindiFields,
  Price: Paise,
  Mrp: Paise,
  GstRate: GstRateField,
  HsnCode,
  Stock: StockCount,
  LowStockLevel,
  IsActive: z.boolean(),
  IsDeal: z.boolean(),
  MakerName,
  MakerAddress,
  CountryOfOrigin,
  ShelfLifeDays: ShelfLifeDays.nullable(),
  CarePhone,
  CareEmail,
  FssaiLicence: FssaiLicence.nullable(),
  StockReason: StockReasonText,
};

const variantFields = {
  GroupName: text().trim().min(1).max(40).describe('what the options differ by, e.g. "Weight"'),
  Label: text().trim().min(1).max(60).describe('e.g. "5 kg"'),
  Price: Paise,
  Mrp: Paise,
  Stock: StockCount,
  IsActive: z.boolean(),
  StockReason: StockReasonText,
};

export const VariantCreateBody = z
  .object({
    ...variantFields,
    GroupName: variantFields.GroupName.optional(),
    Stock: StockCount.default(0),
    IsActive: z.boolean().default(true),
  })
  .strict()
  .superRefine(mrpNotBelowPrice);
export type VariantCreateBody = z.infer<typeof VariantCreateBody>;

/** A store owner's change to one option row of a product (price above MRP: PRICE_ABOVE_MRP). */
export const VariantUpdateBody = z
  .object(variantFields)
  .partial()
  .strict()
  .refine(atLeastOne, NAME_ONE);
export type VariantUpdateBody = z.infer<typeof VariantUpdateBody>;

export const ProductCreateBody = z
  .object({
    ...productFields,
    Slug: productFields.Slug.optional(),
    Description: productFields.Description.default(''),
    Highlights: productFields.Highlights.default([]),
    UnitLabel: productFields.UnitLabel.default(''),
    NameHi: productFields.NameHi.default(null),
    UnitLabelHi: productFields.UnitLabelHi.default(null),
    DescriptionHi: productFields.DescriptionHi.default(null),
    Stock: StockCount.default(0),
    LowStockLevel: LowStockLevel.default(null),
    IsActive: z.boolean().default(true),
    IsDeal: z.boolean().default(false),
    CountryOfOrigin: CountryOfOrigin.default('India'),
    ShelfLifeDays: productFields.ShelfLifeDays.default(null),
    FssaiLicence: productFields.FssaiLicence.default(null),
    Variants: z
      .array(VariantCreateBody)
      .max(50)
      .optional()
      .describe('option rows; the product then sells only through them'),
  })
  .strict()
  .superRefine(mrpNotBelowPrice);
export type ProductCreateBody = z.input<typeof ProductCreateBody>;
export type ProductCreateInput = z.infer<typeof ProductCreateBody>;

/**
 * A store owner's change to a product: any of its fields, the facts its page must show among
 * them (a store whose products predate them fills them in this way).
 */
export const ProductUpdateBody = z
  .object(productFields)
  .partial()
  .strict()
  .refine(atLeastOne, NAME_ONE);
export type ProductUpdateBody = z.infer<typeof ProductUpdateBody>;

export const AdminProductsQuery = z.object({
  search: text().trim().max(100).optional().describe('words of the name, brand or slug'),
  categoryId: dbIdParam().optional().describe('this category and those below it'),
  active: z.enum(['true', 'false']).optional(),
  lowStock: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "only those with an active row at or below its low-stock level (the product's, else the store's)",
    ),
  archived: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only archived products; otherwise archived ones are left out'),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuery>;

export const AdminVariant = z.object({
  Id: z.number().int(),
  GroupName: z.string(),
  Label: z.string(),
  Sku: z.string(),
  Barcode: z.string().nullable(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  Stock: z.number().int(),
  IsActive: z.boolean(),
  Archived: z.boolean(),
  Position: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

export const AdminProductImage = z.object({
  Id: z.number().int(),
  MediaId: z.string(),
  Alt: z.string(),
  Position: z.number().int().describe('0 is the primary image'),
});
export type AdminProductImage = z.infer<typeof AdminProductImage>;
export const AdminProductImages = z.object({ Images: z.array(AdminProductImage) });
export type AdminProductImages = z.infer<typeof AdminProductImages>;

export const AdminProductRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Brand: z.string(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  Stock: z.number().int().describe('for products with options: the sum of the active rows'),
  LowStock: z.boolean(),
  LowStockLevel: z
    .number()
    .int()
    .describe("the level its rows are low at: the product's own, else the store's"),
  OwnLowStockLevel: z.boolean().describe('true: the product has its own level'),
  HasVariants: z.boolean(),
  IsActive: z.boolean(),
  Archived: z.boolean(),
  IsDeal: z.boolean(),
  ImageId: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductPage = z.object({
  Products: z.array(AdminProductRow),
  TotalCount: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const AdminProduct = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Brand: z.string(),
  CategoryId: z.number().int(),
  Description: z.string(),
  Highlights: z.array(z.string()),
  UnitLabel: z.string(),
  NameHi: z.string().nullable(),
  UnitLabelHi: z.string().nullable(),
  DescriptionHi: z.string().nullable(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  GstRate: z.number(),
  HsnCode: z.string(),
  Stock: z.number().int(),
  LowStockLevel: z.number().int().nullable().describe("its own; null: the store's"),
  StoreLowStockLevel: z
    .number()
    .int()
    .describe("the store's low-stock threshold, used when LowStockLevel is null"),
  HasVariants: z.boolean(),
  IsActive: z.boolean(),
  Archived: z.boolean(),
  Sku: z.string().describe("a simple product's SKU (a product with options: its rows')"),
  Barcode: z.string().nullable(),
  IsDeal: z.boolean(),
  MakerName: z.string(),
  MakerAddress: z.string(),
  CountryOfOrigin: z.string(),
  ShelfLifeDays: z.number().int().nullable(),
  CarePhone: z.string(),
  CareEmail: z.string(),
  FssaiLicence: z.string().nullable(),
  UpdatedAt: z.string(),
  Variants: z.array(AdminVariant),
  Images: z.array(AdminProductImage),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const IdParams = z.object({ id: dbIdParam() });
export const ProductImageParams = z.object({ id: dbIdParam(), imageId: dbIdParam() });

/** The answer of a quick change to a product's or an option row's figures. */
export const CatalogueUpdateAnswer = z.object({
  Id: z.number().int(),
  Price: z.number().int(),
  Mrp: z.number().int(),
  Stock: z.number().int(),
  IsActive: z.boolean(),
  CacheState: z.string(),
});
export type CatalogueUpdateAnswer = z.infer<typeof CatalogueUpdateAnswer>;

/** Why stock changed (stock_movements.reason). */
export const STOCK_MOVEMENT_REASONS = [
  'sale',
  'cancellation',
  'return_restock',
  'csv_import',
  'console_edit',
  'order_edit',
  'other',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One change of a sellable row's stock, as the console's history lists it. */
export const StockMovement = z.object({
  Id: z.number().int(),
  VariantId: z.number().int().nullable(),
  Change: z.number().int(),
  StockAfter: z.number().int(),
  Reason: z.enum(STOCK_MOVEMENT_REASONS),
  Note: z.string().describe("the staff's typed reason, for a console edit"),
  Actor: z.string().nullable(),
  OrderId: z.number().int().nullable(),
  At: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementsQuery = z.object({
  variantId: dbIdParam().optional().describe("one option row's history; none: the product's own"),
});
export const StockMovementsAnswer = z.object({ Movements: z.array(StockMovement) });
export type StockMovementsAnswer = z.infer<typeof StockMovementsAnswer>;
/** How many movements the history lists, newest first. */
export const STOCK_MOVEMENTS_LIMIT = 100;
