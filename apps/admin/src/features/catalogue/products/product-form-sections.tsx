import { useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { blocks, FormField, FormTextField, inputClass } from '../../../components';
import { useT } from '../../../lib/i18n';
import { CategoryField } from '../categories/category-select';
import styles from '../catalogue.module.css';
import { GST_RATES, type ProductFormState } from './product-form-state';

// The cards of the product editor's form, each bound to the form by field name; the ones set
// once per product (Hindi words and web address, the pack's facts) are folded.

interface SectionProps {
  control: Control<ProductFormState>;
}

/** Name, brand, category, pack size, description and highlights (the words shoppers read first). */
export function ProductBasics({ control }: SectionProps) {
  const t = useT();
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="basics">
      <h2 id="basics">{t('catalogue.editor.basics')}</h2>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="Name" label={t('catalogue.field.name')} />
        <CategoryField
          control={control}
          name="CategoryId"
          label={t('catalogue.category')}
          emptyLabel={t('catalogue.choose-category')}
        />
      </div>
      <div className={styles.pairs}>
        <FormTextField control={control} name="Brand" label={t('catalogue.editor.brand')} />
        <FormTextField
          control={control}
          name="UnitLabel"
          label={t('catalogue.editor.pack-size')}
          hint={t('catalogue.editor.pack-size-hint')}
        />
      </div>
      <div className={styles.stack}>
        <FormTextField
          control={control}
          name="Description"
          label={t('catalogue.field.description')}
          rows={3}
        />
        <FormTextField
          control={control}
          name="Highlights"
          label={t('catalogue.editor.highlights')}
          hint={t('catalogue.editor.highlights-hint')}
          rows={3}
        />
      </div>
    </section>
  );
}

const MORE_FIELDS = ['NameHi', 'UnitLabelHi', 'DescriptionHi', 'Slug'] as const;

/**
 * The Hindi words and the web address: set once per product (the address is made from the name
 * when left empty), so folded, as the pack facts are; opened when one of them is at fault.
 */
export function ProductHindiAndAddress({ control }: SectionProps) {
  const t = useT();
  const { errors } = useFormState({ control, name: [...MORE_FIELDS] });
  const atFault = MORE_FIELDS.some((f) => errors[f]);
  return (
    <details
      className={`${blocks.card} ${styles.section} ${styles.fold}`}
      open={atFault || undefined}
    >
      <summary>
        <h2 id="more">{t('catalogue.editor.more-title')}</h2>
      </summary>
      <div className={blocks.formGrid}>
        <FormTextField
          control={control}
          name="NameHi"
          label={t('catalogue.field.name-hi')}
          hint={t('catalogue.field.name-hi-hint')}
          lang="hi"
        />
        <FormTextField
          control={control}
          name="UnitLabelHi"
          label={t('catalogue.editor.pack-size-hi')}
          hint={t('catalogue.editor.pack-size-hi-hint')}
          lang="hi"
        />
      </div>
      <div className={`${styles.stack} ${styles.stackAfter}`}>
        <FormTextField
          control={control}
          name="DescriptionHi"
          label={t('catalogue.field.description-hi')}
          rows={3}
          lang="hi"
        />
        <FormTextField
          control={control}
          name="Slug"
          label={t('catalogue.field.slug')}
          hint={t('catalogue.field.slug-hint')}
        />
      </div>
    </details>
  );
}

/**
 * Price, MRP, stock, GST and HSN, and whether it is shown and a deal; a product with options
 * takes its price and stock from its rows (the options table), so those three are left out here.
 */
export function ProductPriceAndStock({
  control,
  register,
  hasVariants,
  storeLevel,
}: SectionProps & {
  register: UseFormRegister<ProductFormState>;
  hasVariants: boolean;
  /** the store's low-stock threshold, for the level's hint (unknown while adding a product) */
  storeLevel?: number;
}) {
  const t = useT();
  const shownField = register('IsActive');
  const dealField = register('IsDeal');
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="price">
      <h2 id="price">{t('catalogue.editor.price-title')}</h2>
      {hasVariants && <p className={styles.muted}>{t('catalogue.editor.sells-by-options')}</p>}
      <div className={styles.smallGrid}>
        {/* with options these are the cheapest row's, read-only: the options table shows them */}
        {!hasVariants && (
          <>
            <FormTextField
              control={control}
              name="Price"
              label={t('catalogue.field.price-gst')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="Mrp"
              label={t('catalogue.field.mrp')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="Stock"
              label={t('catalogue.field.stock')}
              inputMode="numeric"
            />
          </>
        )}
        <FormTextField
          control={control}
          name="LowStockLevel"
          label={t('catalogue.field.low-stock-level')}
          hint={[
            storeLevel === undefined
              ? t('catalogue.editor.low-stock-level-hint-new')
              : t('catalogue.editor.low-stock-level-hint', { level: storeLevel }),
            hasVariants ? t('catalogue.editor.low-stock-level-sizes') : '',
          ]
            .filter(Boolean)
            .join(' ')}
          inputMode="numeric"
        />
        <FormField control={control} name="GstRate" label={t('catalogue.editor.gst-rate')}>
          {(p, field) => (
            <select {...p} {...field} className={inputClass}>
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
              {/* a product still at an old rate shows it, but the server takes only a slab */}
              {field.value !== '' &&
                !(GST_RATES as readonly number[]).includes(Number(field.value)) && (
                  <option value={field.value} disabled>
                    {t('catalogue.editor.gst-old-rate', { rate: field.value })}
                  </option>
                )}
            </select>
          )}
        </FormField>
        <FormTextField
          control={control}
          name="HsnCode"
          label={t('catalogue.editor.hsn')}
          hint={t('catalogue.editor.hsn-hint')}
          inputMode="numeric"
        />
      </div>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...shownField} /> {t('catalogue.editor.shown')}
        </label>
        <label>
          <input type="checkbox" {...dealField} /> {t('catalogue.editor.deal')}
        </label>
      </div>
    </section>
  );
}

const FACT_FIELDS = [
  'MakerName',
  'MakerAddress',
  'CountryOfOrigin',
  'ShelfLifeDays',
  'CarePhone',
  'CareEmail',
  'FssaiLicence',
] as const;

/**
 * The facts the Legal Metrology rules ask an online listing for, as on the pack: folded (they
 * are set once per product and made the editor long on a phone), opened when one is at fault.
 */
export function ProductFacts({ control }: SectionProps) {
  const t = useT();
  const { errors } = useFormState({ control, name: [...FACT_FIELDS] });
  const atFault = FACT_FIELDS.some((f) => errors[f]);
  return (
    <details
      className={`${blocks.card} ${styles.section} ${styles.fold}`}
      open={atFault || undefined}
    >
      <summary>
        <h2 id="facts">{t('catalogue.editor.facts-title')}</h2>
      </summary>
      <p className={styles.muted}>{t('catalogue.editor.facts-lead')}</p>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="MakerName" label={t('catalogue.editor.maker')} />
        <FormTextField
          control={control}
          name="MakerAddress"
          label={t('catalogue.editor.maker-address')}
          hint={t('catalogue.editor.maker-address-hint')}
          rows={2}
        />
        <FormTextField
          control={control}
          name="CountryOfOrigin"
          label={t('catalogue.editor.country')}
        />
        <FormTextField
          control={control}
          name="ShelfLifeDays"
          label={t('catalogue.editor.shelf-life')}
          hint={t('catalogue.editor.shelf-life-hint')}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="CarePhone"
          label={t('catalogue.editor.care-phone')}
          inputMode="tel"
        />
        <FormTextField
          control={control}
          name="CareEmail"
          label={t('catalogue.editor.care-email')}
          inputMode="email"
        />
        <FormTextField
          control={control}
          name="FssaiLicence"
          label={t('catalogue.editor.fssai')}
          hint={t('catalogue.editor.fssai-hint')}
          inputMode="numeric"
        />
      </div>
    </details>
  );
}
