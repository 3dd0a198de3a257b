import { useState } from 'react';
import {
  storeNextStatuses,
  type AdminOrderDetails,
  type CodCollection,
  type OrderStatus,
} from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button, ConfirmDialog, formatDateTime, formatInr, useCan } from '../../components';
import { useCancelOrderMutation, useCodCollectedMutation, useMoveOrderMutation } from './api';
import { CodCollectDialog } from './cod-collect-dialog';
import { CancelDialog, ShipDialog } from './order-dialogs';
import { useT } from '../../lib/i18n';
import { moveLabel, statusLabel } from './order-status';
import styles from './orders.module.css';

type Open = null | 'ship' | 'cancel' | 'delivered' | 'cod' | 'fulfil';

/** The moves the server allows now (cancelling and cash only with orders:money), and COD collected. */
export function OrderActions({ order }: { order: AdminOrderDetails }) {
  const t = useT();
  const canMove = useCan('orders:move');
  const canMoney = useCan('orders:money');
  const [open, setOpen] = useState<Open>(null);
  const [move, moving] = useMoveOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [collect, collecting] = useCodCollectedMutation();
  // a test order (no money taken) is packed and shipped only after the store says so here
  const [fulfil, setFulfil] = useState(false);
  const id = order.OrderId;
  const close = () => {
    setOpen(null);
    moving.reset();
    cancelling.reset();
    collecting.reset();
  };
  const done = (res: { error?: unknown }) => {
    if (!res.error) setOpen(null);
  };
  const override = fulfil ? { FulfilTestOrder: true as const } : {};
  const moveTo = async (Status: OrderStatus) =>
    done(await move({ id, body: { Status, ...override } }));

  const held = order.IsTestOrder
    ? storeNextStatuses(order.Status, false).filter((s) => !order.NextStatuses.includes(s))
    : [];
  const allowed = fulfil ? [...order.NextStatuses, ...held] : order.NextStatuses;
  const moves = canMove ? allowed.filter((s) => s !== 'cancelled' || canMoney) : [];
  const codDue =
    order.PaymentMethodId === 'cod' && order.Status === 'delivered' && !order.CodCollectedAt;

  const click = (s: OrderStatus) => {
    if (s === 'shipped') setOpen('ship');
    else if (s === 'cancelled') setOpen('cancel');
    else if (s === 'delivered') setOpen('delivered');
    else void moveTo(s);
  };
  return (
    <div className={styles.column}>
      {moves.length === 0 && !codDue && (
        <p className={styles.stepNote}>
          {order.NextStatuses.length
            ? t('orders.actions.role-cannot')
            : t('orders.actions.nothing-more', { status: statusLabel(t, order.Status) })}
        </p>
      )}
      {(moves.length > 0 || codDue || (canMove && held.length > 0)) && (
        <div className={styles.actions}>
          {moves.map((s) => (
            <Button
              key={s}
              variant={s === 'cancelled' ? 'secondary' : 'primary'}
              className={s === 'cancelled' ? styles.cancelButton : undefined}
              busy={moving.isLoading && open === null}
              onClick={() => click(s)}
            >
              {moveLabel(t, s)}
            </Button>
          ))}
          {canMove && !fulfil && held.length > 0 && (
            <Button variant="secondary" onClick={() => setOpen('fulfil')}>
              {t('orders.actions.fulfil')}
            </Button>
          )}
          {codDue && canMoney && (
            <Button variant="secondary" onClick={() => setOpen('cod')}>
              {t('orders.actions.cod')}
            </Button>
          )}
        </div>
      )}
      {order.CodCollectedAt && (
        <p className={styles.stepNote}>
          {t('orders.actions.cod-marked', {
            method: order.CodCollection?.Method ?? 'cash',
            by: order.CodCollectedBy ?? t('orders.actions.the-store'),
            at: formatDateTime(order.CodCollectedAt),
          })}
          {order.CodCollection && <CollectionLine c={order.CodCollection} />}
        </p>
      )}
      {open === null && moving.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(moving.error)}
        </p>
      )}
      <ShipDialog
        open={open === 'ship'}
        onClose={close}
        busy={moving.isLoading}
        error={moving.error}
        onShip={async (Carrier, TrackingNumber) =>
          done(
            await move({ id, body: { Status: 'shipped', Carrier, TrackingNumber, ...override } }),
          )
        }
      />
      <CancelDialog
        open={open === 'cancel'}
        onClose={close}
        busy={cancelling.isLoading}
        error={cancelling.error}
        onCancel={async (Reason, ReasonCode) => done(await cancel({ id, Reason, ReasonCode }))}
      />
      <ConfirmDialog
        open={open === 'delivered'}
        title={t('orders.move.delivered')}
        text={t('orders.actions.delivered-text')}
        confirmLabel={t('orders.move.delivered')}
        onConfirm={() => void moveTo('delivered')}
        onClose={close}
        busy={moving.isLoading}
        error={moving.isError ? errorMessage(moving.error) : undefined}
      />
      <ConfirmDialog
        open={open === 'fulfil'}
        title={t('orders.actions.fulfil-title')}
        text={t('orders.actions.fulfil-text')}
        confirmLabel={t('orders.actions.fulfil-confirm')}
        onConfirm={() => {
          setFulfil(true);
          setOpen(null);
        }}
        onClose={close}
      />
      {open === 'cod' && (
        <CodCollectDialog
          open
          due={order.Payment?.RestAmount ?? 0}
          onCollect={async (body) => done(await collect({ id, body }))}
          onClose={close}
          busy={collecting.isLoading}
          error={collecting.isError ? collecting.error : undefined}
        />
      )}
    </div>
  );
}

/** "₹353.00 by UPI (UTR …), collected by Ravi; short ₹53.00". */
function CollectionLine({ c }: { c: CodCollection }) {
  const t = useT();
  return (
    <>
      <br />
      {t('books.collected-line', {
        amount: formatInr(c.Amount),
        method: t(`books.method.${c.Method}`),
        who: c.Collector,
      })}
      {c.Reference && ` (${c.Reference})`}
      {c.Amount < c.Due && ` · ${t('books.short', { amount: formatInr(c.Due - c.Amount) })}`}
    </>
  );
}
