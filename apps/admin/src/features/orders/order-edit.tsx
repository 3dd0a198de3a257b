import { useEffect, useState } from 'react';
import type { AdminOrderDetails, AdminOrderEditPreview } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button, Money } from '../../components';
import { useT } from '../../lib/i18n';
import { useEditOrderMutation, usePreviewOrderEditMutation } from './api';
import styles from './orders.module.css';

/** An order may be edited until it is packed. */
export const isEditable = (order: AdminOrderDetails) =>
  order.Status === 'placed' || order.Status === 'confirmed';

const keyOf = (l: { ProductId: number; VariantId: number | null }) =>
  `${l.ProductId}-${l.VariantId ?? ''}`;

/** What the server says the edit does: the new total, the refund, a coupon that falls away. */
function PreviewFacts({ preview }: { preview: AdminOrderEditPreview }) {
  const t = useT();
  return (
    <div className={styles.editPreview} aria-live="polite">
      {preview.CancelsOrder ? (
        <p className={styles.error}>{t('orders.edit.cancels')}</p>
      ) : (
        <p>
          {t('orders.edit.new-total')} <Money paise={preview.AmountAfter} />{' '}
          <span className={styles.muted}>
            ({t('orders.edit.was')} <Money paise={preview.AmountBefore} />)
          </span>
        </p>
      )}
      <p>
        {t('orders.edit.refund')}{' '}
        {preview.Refund > 0 ? <Money paise={preview.Refund} /> : t('orders.edit.no-refund')}
      </p>
      {preview.CouponDropped && <p className={styles.muted}>{t('orders.edit.coupon-dropped')}</p>}
    </div>
  );
}

/**
 * "Edit items": − lowers a line (to 0 removes it), + gives back what was lowered (never above
 * the order's own quantity); each change asks the server for the new bill and refund, and
 * Confirm makes the edit on the order as it was read (its Version).
 */
export function OrderEdit({ order, onDone }: { order: AdminOrderDetails; onDone: () => void }) {
  const t = useT();
  const [qty, setQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(order.Lines.map((l) => [keyOf(l), l.Qty])),
  );
  const [preview, previewing] = usePreviewOrderEditMutation();
  const [edit, editing] = useEditOrderMutation();
  const changed = order.Lines.filter((l) => qty[keyOf(l)] !== l.Qty);
  const body = {
    Version: order.Version,
    Lines: changed.map((l) => ({
      ProductId: l.ProductId,
      VariantId: l.VariantId,
      Qty: qty[keyOf(l)]!,
    })),
  };
  const asked = JSON.stringify(body);
  useEffect(() => {
    if (changed.length > 0) void preview({ id: order.OrderId, body: JSON.parse(asked) });
    // one preview per distinct edit
  }, [asked]);
  const step = (key: string, by: number, max: number) =>
    setQty((q) => ({ ...q, [key]: Math.min(max, Math.max(0, (q[key] ?? 0) + by)) }));
  const confirm = async () => {
    const res = await edit({ id: order.OrderId, body });
    if (!res.error) onDone();
  };
  const shown = changed.length > 0 && previewing.data && !previewing.isError;
  return (
    <div className={styles.column}>
      <ul className={styles.editLines}>
        {order.Lines.map((l) => {
          const key = keyOf(l);
          const now = qty[key]!;
          const name = l.VariantLabel ? `${l.Name} (${l.VariantLabel})` : l.Name;
          return (
            <li key={key} className={now === 0 ? styles.removed : undefined}>
              <span>{name}</span>
              <span className={styles.stepper}>
                <Button
                  variant="secondary"
                  size="s"
                  aria-label={t('orders.edit.less', { name })}
                  disabled={now === 0}
                  onClick={() => step(key, -1, l.Qty)}
                >
                  −
                </Button>
                <output aria-label={t('orders.edit.qty-of', { name })}>
                  {now === 0 ? t('orders.edit.removed') : now}
                </output>
                <Button
                  variant="secondary"
                  size="s"
                  aria-label={t('orders.edit.undo', { name })}
                  disabled={now === l.Qty}
                  onClick={() => step(key, 1, l.Qty)}
                >
                  +
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{t('orders.edit.hint')}</p>
      {shown && <PreviewFacts preview={previewing.data!.Preview} />}
      {changed.length > 0 && previewing.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(previewing.error)}
        </p>
      )}
      {editing.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(editing.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={!shown || previewing.isLoading}
          busy={editing.isLoading}
          onClick={() => void confirm()}
        >
          {t('orders.edit.confirm')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('orders.edit.stop')}
        </Button>
      </div>
    </div>
  );
}
