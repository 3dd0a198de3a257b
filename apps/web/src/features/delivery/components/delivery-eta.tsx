import { Suspense, useState } from 'react';
import { buttonClassName, Icon } from '@kirana/ui';
import { useDeliveryLocation } from '../delivery-location';
import { useDeliveryEstimate } from '../use-delivery-estimate';
import { LazyLocationDialog } from './lazy-location-dialog';
import styles from './delivery-eta.module.css';

const LINK = buttonClassName({ variant: 'link' });

/**
 * The delivery check of the product page and the cart: "Delivery by Thu, 26 Nov" to the chosen
 * pincode, or that the store does not deliver there, with a link to change the pincode.
 */
export function DeliveryEta() {
  const location = useDeliveryLocation();
  const state = useDeliveryEstimate(location?.Pincode ?? null);
  const [open, setOpen] = useState(false);
  const change = (
    <button type="button" className={LINK} onClick={() => setOpen(true)}>
      {location ? 'Change' : 'Enter pincode'}
    </button>
  );

  let line;
  if (state.status === 'none')
    line = <span className={styles.muted}>Enter your pincode to see when it arrives</span>;
  else if (state.status === 'loading')
    line = <span className={styles.muted}>Checking delivery to {location?.Pincode}…</span>;
  else if (state.status === 'failed')
    line = (
      <span className={styles.bad}>
        Could not check delivery ({state.failure.message}).{' '}
        <button type="button" className={LINK} onClick={state.retry}>
          Try again
        </button>
      </span>
    );
  else {
    const e = state.estimate;
    const where = e.Place ? `${e.Pincode}, ${e.Place}` : e.Pincode;
    line = e.IsServiceable ? (
      <span>
        <strong className={styles.good}>{e.Message}</strong>
        <span className={styles.muted}> to {where}</span>
        {e.CutoffHour !== null ? (
          <span className={styles.muted}> · order before {hourLabel(e.CutoffHour)}</span>
        ) : null}
      </span>
    ) : (
      <span>
        <strong className={styles.bad}>{`Not delivered to ${e.Pincode} yet`}</strong>
        {e.Place ? <span className={styles.muted}> · {e.Place}</span> : null}
      </span>
    );
  }

  return (
    <div
      className={styles.eta}
      data-testid="delivery-eta"
      aria-live="polite"
      aria-busy={state.status === 'loading'}
    >
      <Icon name="package" size={18} />
      <p className={styles.text}>
        {line} {change}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <LazyLocationDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** 18 -> "6 pm", 12 -> "12 noon", 9 -> "9 am". */
export function hourLabel(hour: number): string {
  if (hour === 12) return '12 noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}
