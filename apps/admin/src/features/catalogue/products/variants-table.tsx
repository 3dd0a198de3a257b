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
  priceAndMrp,
  priceText,
  requiredPaiseOf,
  useRequestForm,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { ArchiveButton } from './archive-button';
import { variantColumns, type RowEditor, type RowInput } from './variant-columns';

export interface RowDraft {
  Label: string;
  Price: string;
  Mrp: string;
  Stock: string;
  IsActive: boolean;
  /** why the stock changes (kept in the stock history) */
  StockReason: string;
}
const draftOf = (v?: AdminVariant): RowDraft => ({
  Label: v?.Label ?? '',
  Price: v ? priceText(v.Price) : '',
  Mrp: v ? priceText(v.Mrp) : '',
  Stock: v ? String(v.Stock) : '0',
  IsActive: v?.IsActive ?? true,
  StockReason: '',
});
const bodyOf = (d: RowDraft) => ({
  Label: d.Label,
  Price: requiredPaiseOf(d.Price),
  Mrp: requiredPaiseOf(d.Mrp),
  Stock: /^\d+$/.test(d.Stock) ? Number(d.Stock) : Number.NaN,
  IsActive: d.IsActive,
  StockReason: d.StockReason.trim() || undefined,
});

type Editing = number | 'new' | null;

/** The field of the reason asked when a row's stock changes. */
const REASON = 'StockReason' satisfies keyof RowDraft;

/** The fields of a new option row: what each is called, and its input's accessible name. */
const NEW_ROW: {
  k: keyof Omit<RowDraft, 'IsActive' | 'StockReason'>;
  labelId: string;
  nameId: string;
  mode?: 'decimal' | 'numeric';
}[] = [
  { k: 'Label', labelId: 'catalogue.variants.option', nameId: 'catalogue.variants.new' },
  {
    k: 'Price',
    labelId: 'catalogue.variants.price',
    nameId: 'catalogue.variants.new-price',
    mode: 'decimal',
  },
  {
    k: 'Mrp',
    labelId: 'catalogue.field.mrp',
    nameId: 'catalogue.variants.new-mrp',
    mode: 'decimal',
  },
  {
    k: 'Stock',
    labelId: 'catalogue.field.stock',
    nameId: 'catalogue.variants.new-stock',
    mode: 'numeric',
  },
];

/**
 * The row being edited (an option's id, or 'new'), its form checked by the API's request schema
 * for an added or a changed row, and `start` to edit a row (or a new one) afresh.
 */
function useVariantForm(product: AdminProduct) {
  const t = useT();
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
    rupees: priceAndMrp,
    check: (d: RowDraft): Record<string, string> => {
      const row = product.Variants.find((v) => v.Id === editing);
      return row && d.Stock !== String(row.Stock) && !d.StockReason.trim()
        ? { StockReason: t('catalogue.stock.reason-needed') }
        : {};
    },
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
  const t = useT();
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
  const soldField = form.register('IsActive');
  const editor: RowEditor = {
    isEditing: (v) => editing === v.Id,
    input,
    soldBox: <input type="checkbox" aria-label={t('catalogue.variants.sold')} {...soldField} />,
    actions: (
      <span className={styles.rowActions}>
        <Button size="s" busy={state.isLoading} onClick={save}>
          {t('catalogue.save')}
        </Button>
        <Button size="s" variant="secondary" onClick={cancel}>
          {t('catalogue.cancel')}
        </Button>
      </span>
    ),
    start,
    archive: (v) => (
      <ArchiveButton kind="variants" id={v.Id} archived={v.Archived} name={v.Label} />
    ),
  };

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="options">
      <h2 id="options">{t('catalogue.products.options')}</h2>
      {product.Variants.length ? (
        <DataTable
          caption={t('catalogue.products.options')}
          columns={variantColumns(editor, t)}
          rows={product.Variants}
          rowKey={(v) => v.Id}
          className={styles.optionRows}
        />
      ) : (
        <p className={styles.muted}>{t('catalogue.variants.none')}</p>
      )}
      {editing === 'new' ? (
        <div className={blocks.formGrid}>
          {NEW_ROW.map((f) => (
            <label key={f.k}>
              {t(f.labelId)} {input(f.k, t(f.nameId), f.mode)}
            </label>
          ))}

          <span className={styles.rowActions}>
            <Button busy={state.isLoading} onClick={save}>
              {t('catalogue.variants.add')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('catalogue.cancel')}
            </Button>
          </span>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => start()}>
          {t('catalogue.variants.start-add')}
        </Button>
      )}
      {editing !== null && editing !== 'new' && (
        <label className={styles.reasonField}>
          {t('catalogue.stock.reason')}
          {input(REASON, t('catalogue.stock.reason'))}
          <span className={styles.muted}>{t('catalogue.stock.reason-hint')}</span>
        </label>
      )}
      <FormError error={state.error} fields={errors} />
    </section>
  );
}
