import type { Control, UseFormRegister } from 'react-hook-form';
import { blocks, FormField, FormTextField, inputClass } from '../../../components';
import { CategoryField } from '../categories/category-select';
import styles from '../catalogue.module.css';
import { GST_RATES, type ProductFormState } from './product-form-state';

// The three cards of the product editor's form, each bound to the form by field name.

interface SectionProps {
  control: Control<ProductFormState>;
}

/** Name, slug, brand, category, pack size, description and highlights. */
export function ProductBasics({ control }: SectionProps) {
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="basics">
      <h2 id="basics">Basics</h2>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="Name" label="Name" />
        <FormTextField
          control={control}
          name="NameHi"
          label="Name in Hindi"
          hint="Shown to shoppers reading Hindi; empty: the English name"
          lang="hi"
        />
        <FormTextField
          control={control}
          name="Slug"
          label="Slug (web address)"
          hint="Made from the name when left empty"
        />
        <FormTextField control={control} name="Brand" label="Brand" />
        <CategoryField
          control={control}
          name="CategoryId"
          label="Category"
          emptyLabel="Choose a category"
        />
        <FormTextField
          control={control}
          name="UnitLabel"
          label="Pack size"
          hint="As printed, e.g. 5 kg"
        />
        <FormTextField
          control={control}
          name="UnitLabelHi"
          label="Pack size in Hindi"
          hint="e.g. 5 किलो"
          lang="hi"
        />
      </div>
      <FormTextField control={control} name="Description" label="Description" rows={4} />
      <FormTextField
        control={control}
        name="DescriptionHi"
        label="Description in Hindi"
        rows={4}
        lang="hi"
      />
      <FormTextField
        control={control}
        name="Highlights"
        label="Highlights"
        hint="One per line"
        rows={3}
      />
    </section>
  );
}

/**
 * Price, MRP, stock, GST and HSN, and whether it is shown and a deal; a product with options
 * takes its price and stock from its rows, so those three are read-only here.
 */
export function ProductPriceAndStock({
  control,
  register,
  hasVariants,
}: SectionProps & { register: UseFormRegister<ProductFormState>; hasVariants: boolean }) {
  const figure = { control, disabled: hasVariants };
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="price">
      <h2 id="price">Price, tax and stock</h2>
      {hasVariants && (
        <p className={styles.muted}>
          This product sells through its options: their cheapest active row sets the price shown in
          lists. Change prices and stock in the options below.
        </p>
      )}
      <div className={blocks.formGrid}>
        <FormTextField
          {...figure}
          name="Price"
          label="Price (₹, GST included)"
          inputMode="decimal"
        />
        <FormTextField {...figure} name="Mrp" label="MRP (₹)" inputMode="decimal" />
        <FormTextField {...figure} name="Stock" label="Stock" inputMode="numeric" />
        <FormField control={control} name="GstRate" label="GST rate">
          {(p, field) => (
            <select {...p} {...field} className={inputClass}>
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormTextField
          control={control}
          name="HsnCode"
          label="HSN code"
          hint="4 to 8 digits"
          inputMode="numeric"
        />
      </div>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...register('IsActive')} /> Shown to shoppers
        </label>
        <label>
          <input type="checkbox" {...register('IsDeal')} /> Deal of the day
        </label>
      </div>
    </section>
  );
}

/** The facts the Legal Metrology rules ask an online listing for, as on the pack. */
export function ProductFacts({ control }: SectionProps) {
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="facts">
      <h2 id="facts">What the product page must say</h2>
      <p className={styles.muted}>
        The Legal Metrology rules ask an online listing for these, as on the pack.
      </p>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="MakerName" label="Made or packed by" />
        <FormTextField
          control={control}
          name="MakerAddress"
          label="Their address"
          hint="With the 6-digit PIN code"
          rows={2}
        />
        <FormTextField control={control} name="CountryOfOrigin" label="Country of origin" />
        <FormTextField
          control={control}
          name="ShelfLifeDays"
          label="Best before (days)"
          hint="Empty: it does not expire"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="CarePhone"
          label="Consumer care phone"
          inputMode="tel"
        />
        <FormTextField
          control={control}
          name="CareEmail"
          label="Consumer care email"
          inputMode="email"
        />
        <FormTextField
          control={control}
          name="FssaiLicence"
          label="FSSAI licence"
          hint="14 digits; empty for what is not food"
          inputMode="numeric"
        />
      </div>
    </section>
  );
}
