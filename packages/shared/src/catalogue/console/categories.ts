import { z } from 'zod';
import { dbId, int4, multiLineText, text } from '../../common/input';
import { EditSlug, MediaIdField, NAME_ONE, SortPosition, atLeastOne, hindiText } from './fields';

// The console's categories: the whole tree (inactive ones too), edits, order and pictures.

const categoryFields = {
  Name: text().trim().min(2).max(80),
  Slug: EditSlug,
  ParentId: dbId.nullable().describe('null: a top category'),
  Description: multiLineText().max(2000),
  NameHi: hindiText(80, { min: 2 }),
  DescriptionHi: hindiText(2000, { multiLine: true }),
  ImageId: MediaIdField.nullable(),
  IsActive: z.boolean(),
  Position: SortPosition.describe('order among its siblings, smallest first'),
  ReturnWindowDays: int4(0, 90).describe('days after delivery; 0: not returnable'),
};

export const CategoryCreateBody = z
  .object({
    ...categoryFields,
    Slug: EditSlug.optional().describe('made from the name when left out'),
    ParentId: categoryFields.ParentId.default(null),
    Description: categoryFields.Description.default(''),
    NameHi: categoryFields.NameHi.default(null),
    DescriptionHi: categoryFields.DescriptionHi.default(null),
    ImageId: categoryFields.ImageId.default(null),
    IsActive: z.boolean().default(true),
    Position: SortPosition.optional().describe('last among its siblings when left out'),
    ReturnWindowDays: categoryFields.ReturnWindowDays.default(7),
  })
  .strict();
export type CategoryCreateBody = z.input<typeof CategoryCreateBody>;
export type CategoryCreateInput = z.infer<typeof CategoryCreateBody>;

export const CategoryUpdateBody = z
  .object(categoryFields)
  .partial()
  .strict()
  .refine(atLeastOne, NAME_ONE);
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;

export const CategoryMoveBody = z.object({ Direction: z.enum(['up', 'down']) }).strict();
export type CategoryMoveBody = z.infer<typeof CategoryMoveBody>;

export const AdminCategory = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  ParentId: z.number().int().nullable(),
  Depth: z.number().int().describe('0 for a top category'),
  Description: z.string(),
  NameHi: z.string().nullable(),
  DescriptionHi: z.string().nullable(),
  ImageId: z.string().nullable(),
  IsActive: z.boolean(),
  Position: z.number().int(),
  ReturnWindowDays: z.number().int(),
  ProductCount: z.number().int().describe('products filed here (active or not)'),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategories = z.object({
  Categories: z
    .array(AdminCategory)
    .describe('the tree depth first: each category right after its parent, siblings in order'),
});
export type AdminCategories = z.infer<typeof AdminCategories>;
