import type { ReactNode } from 'react';
import type { AdminVariant } from '@kirana/shared';
import { Button, Money, type Column } from '../../../components';
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
}

/** The options table's columns: each row as shown, or as inputs while it is edited. */
export const variantColumns = ({
  isEditing,
  input,
  soldBox,
  actions,
  start,
}: RowEditor): Column<AdminVariant>[] => [
  {
    key: 'label',
    header: 'Option',
    render: (v) => (isEditing(v) ? input('Label', 'Option') : v.Label),
  },
  {
    key: 'price',
    header: 'Price (₹)',
    align: 'end',
    render: (v) => (isEditing(v) ? input('Price', 'Price', 'decimal') : <Money paise={v.Price} />),
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
    render: (v) => (isEditing(v) ? soldBox : v.IsActive ? 'Yes' : 'No'),
  },
  {
    key: 'actions',
    header: 'Change',
    render: (v) =>
      isEditing(v) ? (
        actions
      ) : (
        <Button size="s" variant="secondary" onClick={() => start(v)}>
          Edit
        </Button>
      ),
  },
];
