import type { AdminProduct, ProductCreateBody } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { priceText, requiredPaiseOf } from '../../../components';

/** The editor's fields as typed (text), and what the server is sent. */
export interface ProductFormState {
  Name: string;
  Slug: string;
  Brand: string;
  CategoryId: number | null;
  UnitLabel: string;
  Description: string;
  NameHi: string;
  UnitLabelHi: string;
  DescriptionHi: string;
  Highlights: string;
  Price: string;
  Mrp: string;
  GstRate: string;
  HsnCode: string;
  Stock: string;
  /** the product's own low-stock level; blank: the store's */
  LowStockLevel: string;
  IsActive: boolean;
  IsDeal: boolean;
  MakerName: string;
  MakerAddress: string;
  CountryOfOrigin: string;
  ShelfLifeDays: string;
  CarePhone: string;
  CareEmail: string;
  FssaiLicence: string;
}

/** Today's GST slabs (since 22 Sep 2025); a product still at 12 or 28 % must move to one of them. */
export { GST_RATES } from '@kirana/shared/common/india-states';

export const emptyProduct: ProductFormState = {
  Name: '',
  Slug: '',
  Brand: '',
  CategoryId: null,
  UnitLabel: '',
  Description: '',
  NameHi: '',
  UnitLabelHi: '',
  DescriptionHi: '',
  Highlights: '',
  Price: '',
  Mrp: '',
  GstRate: '5',
  HsnCode: '',
  Stock: '0',
  LowStockLevel: '',
  IsActive: true,
  IsDeal: false,
  MakerName: '',
  MakerAddress: '',
  CountryOfOrigin: 'India',
  ShelfLifeDays: '',
  CarePhone: '',
  CareEmail: '',
  FssaiLicence: '',
};

export const formOf = (p: AdminProduct): ProductFormState => ({
  Name: p.Name,
  Slug: p.Slug,
  Brand: p.Brand,
  CategoryId: p.CategoryId,
  UnitLabel: p.UnitLabel,
  Description: p.Description,
  NameHi: p.NameHi ?? '',
  UnitLabelHi: p.UnitLabelHi ?? '',
  DescriptionHi: p.DescriptionHi ?? '',
  Highlights: p.Highlights.join('\n'),
  Price: priceText(p.Price),
  Mrp: priceText(p.Mrp),
  GstRate: String(p.GstRate),
  HsnCode: p.HsnCode,
  Stock: String(p.Stock),
  LowStockLevel: p.LowStockLevel === null ? '' : String(p.LowStockLevel),
  IsActive: p.IsActive,
  IsDeal: p.IsDeal,
  MakerName: p.MakerName,
  MakerAddress: p.MakerAddress,
  CountryOfOrigin: p.CountryOfOrigin,
  ShelfLifeDays: p.ShelfLifeDays === null ? '' : String(p.ShelfLifeDays),
  CarePhone: p.CarePhone,
  CareEmail: p.CareEmail,
  FssaiLicence: p.FssaiLicence ?? '',
});

/** A number typed as digits, else NaN (which the request schema names as the field at fault). */
const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : Number.NaN);

/**
 * What the schema cannot see: days or a low-stock level typed that are not a whole number would
 * go as none (NaN is null in JSON, and "does not expire" / "the store's level" is a valid null).
 */
export const checkProduct = (f: ProductFormState, t: Translate): Record<string, string> => ({
  ...(f.ShelfLifeDays.trim() && Number.isNaN(whole(f.ShelfLifeDays))
    ? { ShelfLifeDays: t('catalogue.editor.shelf-life-bad') }
    : {}),
  ...(f.LowStockLevel.trim() && Number.isNaN(whole(f.LowStockLevel))
    ? { LowStockLevel: t('catalogue.editor.low-stock-level-bad') }
    : {}),
});

/**
 * The body the server is sent; price, MRP and stock are left out for a product with options
 * (they live on its rows). Bad numbers are left as they are, so the request schema (checked by
 * the form before sending, and by the server) names the field.
 */
export function bodyOf(f: ProductFormState, hasVariants: boolean): ProductCreateBody {
  const figures = hasVariants
    ? {}
    : { Price: requiredPaiseOf(f.Price), Mrp: requiredPaiseOf(f.Mrp), Stock: whole(f.Stock) };
  return {
    Name: f.Name,
    ...(f.Slug.trim() ? { Slug: f.Slug.trim() } : {}),
    Brand: f.Brand,
    CategoryId: f.CategoryId ?? 0,
    UnitLabel: f.UnitLabel,
    Description: f.Description,
    // a blank Hindi text is none: the English one is shown to Hindi readers
    NameHi: f.NameHi.trim() || null,
    UnitLabelHi: f.UnitLabelHi.trim() || null,
    DescriptionHi: f.DescriptionHi.trim() || null,
    Highlights: f.Highlights.split('\n')
      .map((h) => h.trim())
      .filter(Boolean),
    GstRate: Number(f.GstRate),
    HsnCode: f.HsnCode,
    // blank: the store's level; typed, whole or not, for the schema to judge (a 400 names it)
    LowStockLevel: f.LowStockLevel.trim() ? whole(f.LowStockLevel) : null,
    IsActive: f.IsActive,
    IsDeal: f.IsDeal,
    MakerName: f.MakerName,
    MakerAddress: f.MakerAddress,
    CountryOfOrigin: f.CountryOfOrigin,
    ShelfLifeDays: f.ShelfLifeDays.trim() ? whole(f.ShelfLifeDays) : null,
    CarePhone: f.CarePhone,
    CareEmail: f.CareEmail,
    FssaiLicence: f.FssaiLicence.trim() || null,
    ...figures,
  } as ProductCreateBody;
}
