import { useState } from 'react';
import { storeNextStatuses, type AdminOrderDetails, type OrderStatus } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button, ConfirmDialog, formatDateTime, useCan } from '../../components';
import { useCancelOrderMutation, useCodCollectedMutation, useMoveOrderMutation } from './api';
import { CancelDialog, ShipDialog } from './order-dialogs';
import { MOVE_LABELS, statusLabel } from './order-status';
import styles from './orders.module.css';

type Open = null | 'ship' | 'cancel' | 'delivered' | 'cod' | 'fulfil';

/** The moves the server allows now (cancelling and cash only with orders:money), and COD collected. */
export function OrderActions({ order }: { order: AdminOrderDetails }) {
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
        <p className={styles.muted}>
          {order.NextStatuses.length
            ? 'Your role cannot move this order further.'
            : `${statusLabel(order.Status)}: nothing more to do.`}
        </p>
      )}
      {(moves.length > 0 || codDue || (canMove && held.length > 0)) && (
        <div className={styles.actions}>
          {moves.map((s) => (
            <Button
              key={s}
              variant={s === 'cancelled' ? 'danger' : 'primary'}
              busy={moving.isLoading && open === null}
              onClick={() => click(s)}
            >
              {MOVE_LABELS[s] ?? statusLabel(s)}
            </Button>
          ))}
          {canMove && !fulfil && held.length > 0 && (
            <Button variant="secondary" onClick={() => setOpen('fulfil')}>
              Fulfil test order…
            </Button>
          )}
          {codDue && canMoney && (
            <Button variant="secondary" onClick={() => setOpen('cod')}>
              COD cash collected
            </Button>
          )}
        </div>
      )}
      {order.CodCollectedAt && (
        <p className={styles.muted}>
          Cash collected, marked by {order.CodCollectedBy ?? 'the store'} on{' '}
          {formatDateTime(order.CodCollectedAt)}
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
        onCancel={async (Reason) => done(await cancel({ id, Reason }))}
      />
      <ConfirmDialog
        open={open === 'delivered'}
        title="Mark delivered"
        text="The shopper's return window starts now."
        confirmLabel="Mark delivered"
        onConfirm={() => void moveTo('delivered')}
        onClose={close}
        busy={moving.isLoading}
        error={moving.isError ? errorMessage(moving.error) : undefined}
      />
      <ConfirmDialog
        open={open === 'fulfil'}
        title="Fulfil a test order"
        text="This is a test order: paid in the sandbox, where no money moves, or placed by a test user. Packing and shipping it can send real goods for free. The override is kept in the audit log."
        confirmLabel="Fulfil anyway"
        onConfirm={() => {
          setFulfil(true);
          setOpen(null);
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'cod'}
        title="Cash collected"
        text="Record that the cash of this order reached the store. This is kept with your name and cannot be undone."
        confirmLabel="Cash collected"
        onConfirm={async () => done(await collect(id))}
        onClose={close}
        busy={collecting.isLoading}
        error={collecting.isError ? errorMessage(collecting.error) : undefined}
      />
    </div>
  );
}
