import { Link } from 'react-router';
import type { AdminProductRow } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { Badge, buttonClassName, Money, type Column } from '../../../components';
import { thumbUrl } from '../api';
import styles from '../catalogue.module.css';

const changeButton = buttonClassName({ variant: 'secondary', size: 's' });

/** A stock count in Indian grouping (1,20,000), as in every language of the console. */
export const stockText = (n: number) => n.toLocaleString('en-IN');

/**
 * The products table's columns: image, name with brand and category, price, MRP, stock (low
 * marked), status badges, and the change: quick price and stock, or the editor for options.
 */
export const productColumns = (
  onQuickEdit: (row: AdminProductRow) => void,
  t: Translate,
): Column<AdminProductRow>[] => [
  {
    key: 'image',
    header: t('catalogue.products.col-image'),
    render: (p) =>
      p.ImageId ? (
        <img className={styles.thumb} src={thumbUrl(p.ImageId)} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.muted} ${styles.noThumb}`}>
          {t('catalogue.products.no-image')}
        </span>
      ),
  },
  {
    key: 'name',
    header: t('catalogue.products.col-product'),
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
  {
    key: 'price',
    header: t('catalogue.products.col-price'),
    align: 'end',
    render: (p) => <Money paise={p.Price} />,
  },
  {
    key: 'mrp',
    header: t('catalogue.products.col-mrp'),
    align: 'end',
    render: (p) => <Money paise={p.Mrp} />,
  },
  {
    key: 'stock',
    header: t('catalogue.field.stock'),
    align: 'end',
    render: (p) => (
      <span>
        {stockText(p.Stock)}{' '}
        {p.LowStock && <Badge tone="warn">{t('catalogue.products.low')}</Badge>}
        {/* a product's own level is shown (the store's one is the same for every row) */}
        {p.OwnLowStockLevel && (
          <span className={styles.muted}>
            <br />
            {t('catalogue.products.own-level', { level: p.LowStockLevel })}
          </span>
        )}
      </span>
    ),
  },
  {
    key: 'state',
    header: t('catalogue.products.col-status'),
    render: (p) => (
      <span className={styles.rowActions}>
        {p.Archived ? (
          <Badge tone="neutral">{t('catalogue.archive.archived')}</Badge>
        ) : (
          <Badge tone={p.IsActive ? 'good' : 'neutral'}>
            {p.IsActive ? t('catalogue.active') : t('catalogue.hidden')}
          </Badge>
        )}
        {p.IsDeal && <Badge tone="info">{t('catalogue.products.deal')}</Badge>}
        {p.HasVariants && <Badge tone="neutral">{t('catalogue.products.options')}</Badge>}
      </span>
    ),
  },
  {
    key: 'actions',
    header: t('catalogue.products.col-change'),
    render: (p) =>
      p.HasVariants ? (
        <Link className={changeButton} to={`/catalogue/products/${p.Id}`}>
          {t('catalogue.products.edit-options')}
        </Link>
      ) : (
        <button className={changeButton} onClick={() => onQuickEdit(p)}>
          {t('catalogue.products.price-stock')}
        </button>
      ),
  },
];
