import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminProduct } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import { blocks, Button, Field, inputClass, PageHeader, QueryState } from '../../../components';
import { catalogueApi, formErrors } from '../api';
import { CategorySelect } from '../categories/category-select';
import { ProductImages } from '../images/product-images';
import styles from '../catalogue.module.css';
import { ProductTextField } from './form-fields';
import {
  bodyOf,
  emptyProduct,
  formOf,
  GST_RATES,
  type ProductFormState,
} from './product-form-state';
import { VariantsTable } from './variants-table';

/** A product: add one (/products/new) or edit one with its option rows and images. */
export default function ProductEditor() {
  const { productId } = useParams();
  const id = productId ? Number(productId) : null;
  const query = catalogueApi.useProductQuery(id ?? 0, { skip: id === null });
  if (id === null) return <ProductForm />;
  return (
    <QueryState query={query}>
      {(product) => <ProductForm key={product.Id} product={product} />}
    </QueryState>
  );
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductFormState>(product ? formOf(product) : emptyProduct);
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<ProductFormState>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...change }));
  };
  const [create, creating] = catalogueApi.useCreateProductMutation();
  const [update, updating] = catalogueApi.useUpdateProductMutation();
  const state = product ? updating : creating;
  const errors = formErrors(state.error);
  const hasVariants = product?.HasVariants ?? false;
  // the figures of a product with options follow its rows: keep them in step after a row changes
  useEffect(() => {
    if (product) setForm((f) => ({ ...f, ...figuresOf(product) }));
  }, [product]);

  const save = async () => {
    const body = bodyOf(form, hasVariants);
    if (!product) {
      const res = await create(body);
      if (res.data) navigate(`/catalogue/products/${res.data.Id}`, { replace: true });
      return;
    }
    const res = await update({ id: product.Id, body });
    if ('data' in res) setSaved(true);
  };
  const field = { form, set, errors };

  return (
    <>
      <PageHeader
        title={product ? product.Name : 'Add a product'}
        sub={
          <>
            <Link to="/catalogue">← All products</Link>
            {product && form.IsActive && (
              <>
                {' · '}
                <a href={`/product/${product.Slug}`} target="_blank" rel="noreferrer">
                  See it in the shop
                </a>
              </>
            )}
          </>
        }
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <section className={`${blocks.card} ${styles.section}`} aria-labelledby="basics">
          <h2 id="basics">Basics</h2>
          <div className={blocks.formGrid}>
            <ProductTextField {...field} name="Name" label="Name" />
            <ProductTextField
              {...field}
              name="Slug"
              label="Slug (web address)"
              hint="Made from the name when left empty"
            />
            <ProductTextField {...field} name="Brand" label="Brand" />
            <Field label="Category" error={errors.CategoryId}>
              {(p) => (
                <CategorySelect
                  {...p}
                  value={form.CategoryId}
                  emptyLabel="Choose a category"
                  onChange={(CategoryId) => set({ CategoryId })}
                />
              )}
            </Field>
            <ProductTextField
              {...field}
              name="UnitLabel"
              label="Pack size"
              hint="As printed, e.g. 5 kg"
            />
          </div>
          <ProductTextField {...field} name="Description" label="Description" rows={4} />
          <ProductTextField
            {...field}
            name="Highlights"
            label="Highlights"
            hint="One per line"
            rows={3}
          />
        </section>

        <section className={`${blocks.card} ${styles.section}`} aria-labelledby="price">
          <h2 id="price">Price, tax and stock</h2>
          {hasVariants && (
            <p className={styles.muted}>
              This product sells through its options: their cheapest active row sets the price shown
              in lists. Change prices and stock in the options below.
            </p>
          )}
          <div className={blocks.formGrid}>
            <ProductTextField
              {...field}
              name="Price"
              label="Price (₹, GST included)"
              inputMode="decimal"
              disabled={hasVariants}
            />
            <ProductTextField
              {...field}
              name="Mrp"
              label="MRP (₹)"
              inputMode="decimal"
              disabled={hasVariants}
            />
            <ProductTextField
              {...field}
              name="Stock"
              label="Stock"
              inputMode="numeric"
              disabled={hasVariants}
            />
            <Field label="GST rate" error={errors.GstRate}>
              {(p) => (
                <select
                  {...p}
                  className={inputClass}
                  value={form.GstRate}
                  onChange={(e) => set({ GstRate: e.target.value })}
                >
                  {GST_RATES.map((r) => (
                    <option key={r} value={r}>
                      {r}%
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ProductTextField
              {...field}
              name="HsnCode"
              label="HSN code"
              hint="4 to 8 digits"
              inputMode="numeric"
            />
          </div>
          <div className={styles.checks}>
            <label>
              <input
                type="checkbox"
                checked={form.IsActive}
                onChange={(e) => set({ IsActive: e.target.checked })}
              />{' '}
              Shown to shoppers
            </label>
            <label>
              <input
                type="checkbox"
                checked={form.IsDeal}
                onChange={(e) => set({ IsDeal: e.target.checked })}
              />{' '}
              Deal of the day
            </label>
          </div>
        </section>

        <section className={`${blocks.card} ${styles.section}`} aria-labelledby="facts">
          <h2 id="facts">What the product page must say</h2>
          <p className={styles.muted}>
            The Legal Metrology rules ask an online listing for these, as on the pack.
          </p>
          <div className={blocks.formGrid}>
            <ProductTextField {...field} name="MakerName" label="Made or packed by" />
            <ProductTextField
              {...field}
              name="MakerAddress"
              label="Their address"
              hint="With the 6-digit PIN code"
              rows={2}
            />
            <ProductTextField {...field} name="CountryOfOrigin" label="Country of origin" />
            <ProductTextField
              {...field}
              name="ShelfLifeDays"
              label="Best before (days)"
              hint="Empty: it does not expire"
              inputMode="numeric"
            />
            <ProductTextField
              {...field}
              name="CarePhone"
              label="Consumer care phone"
              inputMode="tel"
            />
            <ProductTextField
              {...field}
              name="CareEmail"
              label="Consumer care email"
              inputMode="email"
            />
            <ProductTextField
              {...field}
              name="FssaiLicence"
              label="FSSAI licence"
              hint="14 digits; empty for what is not food"
              inputMode="numeric"
            />
          </div>
        </section>

        <div className={styles.formActions}>
          {saved && <span role="status">Saved. Shoppers see it now.</span>}
          {state.isError && (
            <span role="alert" className={styles.error}>
              {Object.keys(errors).length
                ? 'Check the fields marked above.'
                : errorMessage(state.error)}
            </span>
          )}
          <Button type="submit" busy={state.isLoading}>
            {product ? 'Save changes' : 'Add the product'}
          </Button>
        </div>
      </form>
      {product && (
        <>
          <VariantsTable product={product} />
          <ProductImages product={product} />
        </>
      )}
    </>
  );
}

const figuresOf = (p: AdminProduct): Partial<ProductFormState> =>
  p.HasVariants ? { Price: formOf(p).Price, Mrp: formOf(p).Mrp, Stock: formOf(p).Stock } : {};
