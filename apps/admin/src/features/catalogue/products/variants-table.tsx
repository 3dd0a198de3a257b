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
  Money,
  useRequestForm,
  type Column,
} from '../../../components';
import { catalogueApi, paiseToRupees, rupeesToPaise } from '../api';
import styles from '../catalogue.module.css';

interface RowDraft {
  Label: string;
  Price: string;
  Mrp: string;
  Stock: string;
  IsActive: boolean;
}
const draftOf = (v?: AdminVariant): RowDraft => ({
  Label: v?.Label ?? '',
  Price: v ? paiseToRupees(v.Price) : '',
  Mrp: v ? paiseToRupees(v.Mrp) : '',
  Stock: v ? String(v.Stock) : '0',
  IsActive: v?.IsActive ?? true,
});
const bodyOf = (d: RowDraft) => ({
  Label: d.Label,
  Price: rupeesToPaise(d.Price),
  Mrp: rupeesToPaise(d.Mrp),
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
  const { register, formState } = form;
  const errors = messagesOf(formState.errors);
  const save = () => void submit();
  const input = (
    k: keyof Omit<RowDraft, 'IsActive'>,
    label: string,
    mode?: 'decimal' | 'numeric',
  ) => (
    <>
      <input
        className={inputClass}
        aria-label={label}
        aria-invalid={errors[k] ? true : undefined}
        inputMode={mode}
        {...register(k)}
      />
      {errors[k] && <span className={styles.error}>{errors[k]}</span>}
    </>
  );
  const isEditing = (v: AdminVariant) => editing === v.Id;
  const columns: Column<AdminVariant>[] = [
    {
      key: 'label',
      header: 'Option',
      render: (v) => (isEditing(v) ? input('Label', 'Option') : v.Label),
    },
    {
      key: 'price',
      header: 'Price (₹)',
      align: 'end',
      render: (v) =>
        isEditing(v) ? input('Price', 'Price', 'decimal') : <Money paise={v.Price} />,
    },
    {
      key: 'mrp',
      header: 'MRP (₹)',
      align: 'end',
      render: (v) => (isEditing(v) ? input('Mrp', 'MRP', 'decimal') : <Money paise={v.Mrp} />),
    },
    {
      key: 'stock',
      header: 'Stock',
      align: 'end',
      render: (v) =>
        isEditing(v) ? input('Stock', 'Stock', 'numeric') : v.Stock.toLocaleString('en-IN'),
    },
    {
      key: 'active',
      header: 'Sold',
      render: (v) =>
        isEditing(v) ? (
          <input type="checkbox" aria-label="Sold" {...register('IsActive')} />
        ) : v.IsActive ? (
          'Yes'
        ) : (
          'No'
        ),
    },
    {
      key: 'actions',
      header: 'Change',
      render: (v) =>
        isEditing(v) ? (
          <span className={styles.rowActions}>
            <Button size="s" busy={state.isLoading} onClick={save}>
              Save
            </Button>
            <Button size="s" variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button size="s" variant="secondary" onClick={() => start(v)}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="options">
      <h2 id="options">Options</h2>
      {product.Variants.length ? (
        <DataTable
          caption="Options"
          columns={columns}
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
            <Button variant="secondary" onClick={() => setEditing(null)}>
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
