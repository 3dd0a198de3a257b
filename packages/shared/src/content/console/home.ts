import { z } from 'zod';
import { dbId, text } from '../../common/input';
import { HomeBanner } from '../content';
import { MediaIdField, NAME_ONE, atLeastOne } from '../../catalogue/console/fields';

// The home page's banners and shelves as the console keeps them.

/** A banner as stored: the storefront shows the active ones, in order. */
export const StoredHomeBanner = HomeBanner.extend({ IsActive: z.boolean().default(true) });
export type StoredHomeBanner = z.infer<typeof StoredHomeBanner>;

/** Where a banner or shelf leads: a path of this store, or an https address. */
export const LinkTarget = text()
  .trim()
  .max(300)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'must be a path of the store (/…) or https://…');

const bannerFields = {
  Title: text().trim().min(2).max(80),
  Subtitle: text().trim().max(140),
  MediaId: MediaIdField.describe('from POST /admin/media'),
  LinkUrl: LinkTarget,
  IsActive: z.boolean(),
};
export const BannerCreateBody = z
  .object({
    ...bannerFields,
    Subtitle: bannerFields.Subtitle.default(''),
    IsActive: z.boolean().default(true),
  })
  .strict();
export type BannerCreateBody = z.input<typeof BannerCreateBody>;
export const BannerUpdateBody = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine(atLeastOne, NAME_ONE);
export type BannerUpdateBody = z.infer<typeof BannerUpdateBody>;
export const AdminBanners = z.object({ Banners: z.array(StoredHomeBanner) });
export type AdminBanners = z.infer<typeof AdminBanners>;

export const SHELF_KINDS = ['products', 'category'] as const;
export const SHELF_MAX_PRODUCTS = 24;

/** A shelf of the home page: chosen products, or a category's best sellers. */
export const HomeShelf = z.object({
  ShelfId: z.string(),
  Title: z.string(),
  Kind: z.enum(SHELF_KINDS),
  ProductIds: z.array(z.number().int()).describe('Kind products: in this order'),
  CategoryId: z.number().int().nullable().describe('Kind category: its best sellers in stock'),
  IsActive: z.boolean(),
});
export type HomeShelf = z.infer<typeof HomeShelf>;

const shelfFields = {
  Title: text().trim().min(2).max(80),
  Kind: z.enum(SHELF_KINDS),
  ProductIds: z.array(dbId).max(SHELF_MAX_PRODUCTS),
  CategoryId: dbId.nullable(),
  IsActive: z.boolean(),
};
/** What the shelf shows must match its kind: products named, or a category. */
function shelfSource(
  b: { Kind?: string; ProductIds?: number[]; CategoryId?: number | null },
  ctx: z.RefinementCtx,
) {
  if (b.Kind === 'products' && !b.ProductIds?.length)
    ctx.addIssue({ code: 'custom', path: ['ProductIds'], message: 'name at least one product' });
  if (b.Kind === 'category' && !b.CategoryId)
    ctx.addIssue({ code: 'custom', path: ['CategoryId'], message: 'name the category' });
}
export const ShelfCreateBody = z
  .object({
    ...shelfFields,
    ProductIds: shelfFields.ProductIds.default([]),
    CategoryId: shelfFields.CategoryId.default(null),
    IsActive: z.boolean().default(true),
  })
  .strict()
  .superRefine(shelfSource);
export type ShelfCreateBody = z.input<typeof ShelfCreateBody>;
export const ShelfUpdateBody = z
  .object(shelfFields)
  .partial()
  .strict()
  .refine(atLeastOne, NAME_ONE);
export type ShelfUpdateBody = z.infer<typeof ShelfUpdateBody>;
/** A shelf as the console lists it: with the names of the products it names, for its editor. */
export const AdminShelf = HomeShelf.extend({
  Products: z
    .array(z.object({ Id: z.number().int(), Name: z.string() }))
    .describe('Kind products: its products, in ProductIds order'),
});
export type AdminShelf = z.infer<typeof AdminShelf>;
export const AdminShelves = z.object({ Shelves: z.array(AdminShelf) });
export type AdminShelves = z.infer<typeof AdminShelves>;

export const HomeItemParams = z.object({ itemId: text().regex(/^[\w-]{1,80}$/, 'not an id') });
