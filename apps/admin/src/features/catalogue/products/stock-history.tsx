import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProduct, StockMovement } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import {
  blocks,
  DataTable,
  Field,
  formatDateTime,
  inputClass,
  QueryState,
  type Column,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { stockText } from './product-columns';

/** "+10" / "−2": a change of stock with its sign. */
const changeText = (n: number) => (n > 0 ? `+${stockText(n)}` : `−${stockText(-n)}`);

/** Who made a change, as the ledger names them ('staff:3 Asha', 'shopper:12'). */
function whoText(actor: string | null, t: Translate): string {
  if (!actor) return '—';
  if (actor.startsWith('shopper:')) return t('catalogue.history.shopper');
  return actor.replace(/^staff:\d*\s*/, '');
}

const historyColumns = (t: Translate): Column<StockMovement>[] => [
  { key: 'when', header: t('catalogue.history.col-when'), render: (m) => formatDateTime(m.At) },
  {
    key: 'change',
    header: t('catalogue.history.col-change'),
    align: 'end',
    render: (m) => <strong>{changeText(m.Change)}</strong>,
  },
  {
    key: 'after',
    header: t('catalogue.history.col-after'),
    align: 'end',
    render: (m) => stockText(m.StockAfter),
  },
  {
    key: 'reason',
    header: t('catalogue.history.col-reason'),
    render: (m) => (
      <span>
        {t(`catalogue.history.reason.${m.Reason}`)}
        {m.Note && <span className={styles.muted}> · {m.Note}</span>}
      </span>
    ),
  },
  { key: 'who', header: t('catalogue.history.col-who'), render: (m) => whoText(m.Actor, t) },
  {
    key: 'order',
    header: t('catalogue.history.col-order'),
    render: (m) => (m.OrderId ? <Link to={`/orders/${m.OrderId}`}>#{m.OrderId}</Link> : '—'),
  },
];

/**
 * A sellable row's stock changes, newest first, each with its reason: the product's own or an
 * option's. Folded: looked at now and then, and long on a phone.
 */
export function StockHistory({ product }: { product: AdminProduct }) {
  const t = useT();
  const [variantId, setVariantId] = useState<number | null>(product.Variants[0]?.Id ?? null);
  const query = catalogueApi.useStockMovementsQuery({ productId: product.Id, variantId });
  return (
    <details className={`${blocks.card} ${styles.section} ${styles.fold}`}>
      <summary>
        <h2 id="stock-history">{t('catalogue.history.title')}</h2>
      </summary>
      {product.Variants.length > 0 && (
        <Field label={t('catalogue.history.row')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={variantId ?? ''}
              onChange={(e) => setVariantId(e.target.value ? Number(e.target.value) : null)}
            >
              {product.Variants.map((v) => (
                <option key={v.Id} value={v.Id}>
                  {v.Label} · {v.Sku}
                </option>
              ))}
              <option value="">{t('catalogue.history.own')}</option>
            </select>
          )}
        </Field>
      )}
      <QueryState query={query}>
        {(answer) =>
          answer.Movements.length ? (
            <DataTable
              caption={t('catalogue.history.title')}
              columns={historyColumns(t)}
              rows={answer.Movements}
              rowKey={(m) => m.Id}
            />
          ) : (
            <p className={styles.muted}>{t('catalogue.history.none')}</p>
          )
        }
      </QueryState>
    </details>
  );
}
