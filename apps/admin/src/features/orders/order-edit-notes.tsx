import type { AdminOrderDetails } from '@kirana/shared';
import { blocks, DownloadButton, formatDateTime } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './orders.module.css';

/**
 * The store's edits of an invoiced order, each with the GST credit note it issued for the value
 * taken off (#28). The server sends them only with orders:money (owner, manager), as the invoice.
 */
export function OrderEditNotes({ order }: { order: AdminOrderDetails }) {
  const t = useT();
  if (!order.EditCreditNotes?.length) return null;
  return (
    <section className={`${blocks.card} ${styles.card}`}>
      <h2>{t('orders.edit-notes.title')}</h2>
      <ul className={styles.refundLinks}>
        {order.EditCreditNotes.map((n) => (
          <li key={n.EditId}>
            {t('orders.edit-notes.changed', { at: formatDateTime(n.IssuedAt) })}{' '}
            <DownloadButton
              path={`/admin/orders/${order.OrderId}/edits/${n.EditId}/credit-note`}
              fallbackName={`credit-note-${n.CreditNoteNumber.replaceAll('/', '-')}.pdf`}
              label={t('orders.edit-notes.credit-note', { number: n.CreditNoteNumber })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
