import type { ReactNode } from 'react';
import type { AdminVariant } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { Badge, Button, Money, type Column } from '../../../components';
import styles from '../catalogue.module.css';
import { stockText } from './product-columns';
import type { RowDraft } from './variants-table';

/** An input of the row being edited, with its error. */
export type RowInput = (
  k: keyof Omit<RowDraft, 'IsActive'>,
  label: string,
  mode?: 'decimal' | 'numeric',
) => ReactNode;

/** What the options table needs to edit a row in place. */
export interface RowEditor {
  isEditing: (v: AdminVariant) => boolean;
  input: RowInput;
  soldBox: ReactNode;
  /** Save and Cancel of the row being edited. */
  actions: ReactNode;
  start: (v: AdminVariant) => void;
  /** Archive or un-archive the row. */
  archive: (v: AdminVariant) => ReactNode;
}

/** The options table's columns: each row as shown, or as inputs while it is edited. */
export const variantColumns = (
  { isEditing, input, soldBox, actions, start, archive }: RowEditor,
  t: Translate,
): Column<AdminVariant>[] => [
  {
    key: 'label',
    header: t('catalogue.variants.option'),
    render: (v) =>
      isEditing(v) ? (
        input('Label', t('catalogue.variants.option'))
      ) : (
        <span>
          {v.Label}
          <span className={styles.muted}> · {v.Sku}</span>
          {v.Archived && <Badge tone="neutral">{t('catalogue.archive.archived')}</Badge>}
        </span>
      ),
  },
  {
    key: 'price',
    header: t('catalogue.variants.price'),
    align: 'end',
    render: (v) =>
      isEditing(v) ? (
        input('Price', t('catalogue.products.col-price'), 'decimal')
      ) : (
        <Money paise={v.Price} />
      ),
  },
  {
    key: 'mrp',
    header: t('catalogue.field.mrp'),
    align: 'end',
    render: (v) =>
      isEditing(v) ? (
        input('Mrp', t('catalogue.products.col-mrp'), 'decimal')
      ) : (
        <Money paise={v.Mrp} />
      ),
  },
  {
    key: 'stock',
    header: t('catalogue.field.stock'),
    align: 'end',
    render: (v) =>
      isEditing(v) ? input('Stock', t('catalogue.field.stock'), 'numeric') : stockText(v.Stock),
  },
  {
    key: 'active',
    header: t('catalogue.variants.sold'),
    render: (v) => (isEditing(v) ? soldBox : v.IsActive ? t('catalogue.yes') : t('catalogue.no')),
  },
  {
    key: 'actions',
    header: t('catalogue.products.col-change'),
    render: (v) =>
      isEditing(v) ? (
        actions
      ) : (
        <span className={styles.rowActions}>
          <Button size="s" variant="secondary" onClick={() => start(v)}>
            {t('catalogue.edit')}
          </Button>
          {archive(v)}
        </span>
      ),
  },
];
