import { Link } from 'react-router';
import type { AdminProductRow } from '@kirana/shared';
import { Badge, buttonClassName, Money, type Column } from '../../../components';
import { thumbUrl } from '../api';
import styles from '../catalogue.module.css';

const changeButton = buttonClassName({ variant: 'secondary', size: 's' });

/**
 * The products table's columns: image, name with brand and category, price, MRP, stock (low
 * marked), status badges, and the change: quick price and stock, or the editor for options.
 */
export const productColumns = (
  onQuickEdit: (row: AdminProductRow) => void,
): Column<AdminProductRow>[] => [
  {
    key: 'image',
    header: 'Image',
    render: (p) =>
      p.ImageId ? (
        <img className={styles.thumb} src={thumbUrl(p.ImageId)} alt="" loading="lazy" />
      ) : (
        <span className={styles.muted}>None</span>
      ),
  },
  {
    key: 'name',
    header: 'Product',
    render: (p) => (
      <div>
        <Link to={`/catalogue/products/${p.Id}`}>
          <strong>{p.Name}</strong>
        </Link>
        <div className={styles.muted}>
          {p.Brand} · {p.CategoryName}
        </div>
      </div>
    ),
  },
  { key: 'price', header: 'Price', align: 'end', render: (p) => <Money paise={p.Price} /> },
  { key: 'mrp', header: 'MRP', align: 'end', render: (p) => <Money paise={p.Mrp} /> },
  {
    key: 'stock',
    header: 'Stock',
    align: 'end',
    render: (p) => (
      <span>
        {p.Stock.toLocaleString('en-IN')} {p.LowStock && <Badge tone="warn">Low</Badge>}
      </span>
    ),
  },
  {
    key: 'state',
    header: 'Status',
    render: (p) => (
      <span className={styles.rowActions}>
        <Badge tone={p.IsActive ? 'good' : 'neutral'}>{p.IsActive ? 'Active' : 'Hidden'}</Badge>
        {p.IsDeal && <Badge tone="info">Deal</Badge>}
        {p.HasVariants && <Badge tone="neutral">Options</Badge>}
      </span>
    ),
  },
  {
    key: 'actions',
    header: 'Change',
    render: (p) =>
      p.HasVariants ? (
        <Link className={changeButton} to={`/catalogue/products/${p.Id}`}>
          Edit options
        </Link>
      ) : (
        <button className={changeButton} onClick={() => onQuickEdit(p)}>
          Price & stock
        </button>
      ),
  },
];
