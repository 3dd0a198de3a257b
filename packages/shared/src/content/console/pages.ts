import { z } from 'zod';
import { multiLineText, text } from '../../common/input';

// The console's information pages: the list, an edit, and a preview of sanitised HTML.

export const PAGE_SLUG_VALUES = ['about-us', 'terms-and-conditions', 'privacy-policy'] as const;
export const PageSlugParam = z.object({ slug: z.enum(PAGE_SLUG_VALUES) });

export const AdminPage = z.object({
  Slug: z.enum(PAGE_SLUG_VALUES),
  Title: z.string(),
  Content: z.string().describe('sanitised HTML'),
  IsEnabled: z.boolean(),
  UpdatedAt: z.string(),
});
export type AdminPage = z.infer<typeof AdminPage>;
export const AdminPages = z.object({ Pages: z.array(AdminPage) });
export type AdminPages = z.infer<typeof AdminPages>;

const PageHtml = multiLineText().max(200_000).describe('HTML; sanitised on the server');

export const PageUpdateBody = z
  .object({
    Title: text().trim().min(1).max(120).optional(),
    Content: PageHtml.optional(),
    IsEnabled: z.boolean().optional().describe('about-us only: shown on the storefront or not'),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type PageUpdateBody = z.infer<typeof PageUpdateBody>;

export const PagePreviewBody = z.object({ Content: PageHtml }).strict();
export const PagePreview = z.object({ Content: z.string().describe('the sanitised HTML') });
