import { useState } from 'react';
import {
  VariantCreateBody,
  VariantUpdateBody,
  type AdminProduct,
  type AdminVariant,
} from '@kirana/shared';
import {
  blocks,
  Button,
  DataTable,
  FormError,
  inputClass,
  messagesOf,
  priceText,
  requiredPaiseOf,
  useRequestForm,
} from '../../../components';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { variantColumns, type RowEditor, type RowInput } from './variant-columns';

export interface RowDraft {
  Label: string;
  Price: string;
  Mrp: string;
  Stock: string;
  IsActive: boolean;
}
const draftOf = (v?: AdminVariant): RowDraft => ({
  Label: v?.Label ?? '',
  Price: v ? priceText(v.Price) : '',
  Mrp: v ? priceText(v.Mrp) : '',
  Stock: v ? String(v.Stock) : '0',
  IsActive: v?.IsActive ?? true,
});
const bodyOf = (d: RowDraft) => ({
  Label: d.Label,
  Price: requiredPaiseOf(d.Price),
  Mrp: requiredPaiseOf(d.Mrp),
  Stock: /^\d+$/.test(d.Stock) ? Number(d.Stock) : Number.NaN,
  IsActive: d.IsActive,
});

type Editing = number | 'new' | null;

/**
 * The row being edited (an option's id, or 'new'), its form checked by the API's request schema
 * for an added or a changed row, and `start` to edit a row (or a new one) afresh.
 */
function useVariantForm(product: AdminProduct) {
  const [editing, setEditing] = useState<Editing>(null);
  const [add, adding] = catalogueApi.useAddVariantMutation();
  const [update, updating] = catalogueApi.useUpdateVariantMutation();
  const isNew = editing === 'new';
  const { form, submit } = useRequestForm({
    values: draftOf(),
    schema: isNew ? VariantCreateBody : VariantUpdateBody,
    // a new row joins the product's group of options
    bodyOf: (d: RowDraft) =>
      isNew ? { ...bodyOf(d), GroupName: product.Variants[0]?.GroupName ?? 'Size' } : bodyOf(d),
    send: (body): PromiseLike<{ error?: unknown }> =>
      isNew ? add({ productId: product.Id, body }) : update({ id: editing as number, body }),
    onSaved: () => setEditing(null),
  });
  const start = (v?: AdminVariant) => {
    adding.reset();
    updating.reset();
    form.reset(draftOf(v));
    setEditing(v ? v.Id : 'new');
  };
  return { form, submit, editing, setEditing, start, state: isNew ? adding : updating };
}

/** The option rows (sizes, packs) of a product: edit one in place, or add one. */
export function VariantsTable({ product }: { product: AdminProduct }) {
  const { form, submit, editing, setEditing, start, state } = useVariantForm(product);
  const errors = messagesOf(form.formState.errors);
  const save = () => void submit();
  const cancel = () => setEditing(null);
  const input: RowInput = (k, label, mode) => (
    <>
      <input
        className={inputClass}
        aria-label={label}
        aria-invalid={errors[k] ? true : undefined}
        inputMode={mode}
        {...form.register(k)}
      />
      {errors[k] && <span className={styles.error}>{errors[k]}</span>}
    </>
  );
  const editor: RowEditor = {
    isEditing: (v) => editing === v.Id,
    input,
    soldBox: <input type="checkbox" aria-label="Sold" {...form.register('IsActive')} />,
    actions: (
      <span className={styles.rowActions}>
        <Button size="s" busy={state.isLoading} onClick={save}>
          Save
        </Button>
        <Button size="s" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </span>
    ),
    start,
  };

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="options">
      <h2 id="options">Options</h2>
      {product.Variants.length ? (
        <DataTable
          caption="Options"
          columns={variantColumns(editor)}
          rows={product.Variants}
          rowKey={(v) => v.Id}
        />
      ) : (
        <p className={styles.muted}>
          Sold as one item. Add options when it comes in sizes or packs; the price and stock then
          move to them.
        </p>
      )}
      {editing === 'new' ? (
        <div className={blocks.formGrid}>
          <label>Option {input('Label', 'New option')}</label>
          <label>Price (₹) {input('Price', 'New option price', 'decimal')}</label>
          <label>MRP (₹) {input('Mrp', 'New option MRP', 'decimal')}</label>
          <label>Stock {input('Stock', 'New option stock', 'numeric')}</label>
          <span className={styles.rowActions}>
            <Button busy={state.isLoading} onClick={save}>
              Add option
            </Button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </span>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => start()}>
          Add an option
        </Button>
      )}
      <FormError error={state.error} fields={errors} />
    </section>
  );
}
