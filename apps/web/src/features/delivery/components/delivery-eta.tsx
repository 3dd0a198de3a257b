import { Suspense, useState } from 'react';
import { buttonClassName, Icon } from '@kirana/ui';
import { useDeliveryLocation } from '../delivery-location';
import { useDeliveryEstimate } from '../use-delivery-estimate';
import { LazyLocationDialog } from './lazy-location-dialog';
import styles from './delivery-eta.module.css';
import { useI18n, useT, type Translate } from '../../../lib/i18n';
import { formatDay } from '../../../lib/india-day';

const LINK = buttonClassName({ variant: 'link' });

/**
 * The delivery check of the product page and the cart: "Delivery by Thu, 26 Nov" to the chosen
 * pincode, or that the store does not deliver there, with a link to change the pincode.
 */
export function DeliveryEta() {
  const t = useT();
  const i18n = useI18n();
  const location = useDeliveryLocation();
  const state = useDeliveryEstimate(location?.Pincode ?? null);
  const [open, setOpen] = useState(false);
  const change = (
    <button type="button" className={LINK} onClick={() => setOpen(true)}>
      {location ? t('delivery.eta.change') : t('delivery.eta.enter')}
    </button>
  );

  let line;
  if (state.status === 'none')
    line = <span className={styles.muted}>{t('delivery.eta.none')}</span>;
  else if (state.status === 'loading')
    line = (
      <span className={styles.muted}>
        {t('delivery.eta.checking', { pincode: location?.Pincode ?? '' })}
      </span>
    );
  else if (state.status === 'failed')
    line = (
      <span className={styles.bad}>
        {t('delivery.eta.failed', { reason: state.failure.message })}{' '}
        <button type="button" className={LINK} onClick={state.retry}>
          {t('delivery.eta.retry')}
        </button>
      </span>
    );
  else {
    const e = state.estimate;
    const where = e.Place ? `${e.Pincode}, ${e.Place}` : e.Pincode;
    line = e.IsServiceable ? (
      <span>
        <strong className={styles.good}>
          {e.EtaFrom
            ? e.EtaTo && e.EtaTo !== e.EtaFrom
              ? t('delivery.eta.range', {
                  from: formatDay(e.EtaFrom, i18n),
                  to: formatDay(e.EtaTo, i18n),
                })
              : t('delivery.eta.by', { date: formatDay(e.EtaFrom, i18n) })
            : e.Message}
        </strong>
        <span className={styles.muted}>{t('delivery.eta.to', { place: where })}</span>
        {e.CutoffHour !== null ? (
          <span className={styles.muted}>
            {t('delivery.eta.cutoff', { time: hourLabel(e.CutoffHour, t) })}
          </span>
        ) : null}
      </span>
    ) : (
      <span>
        <strong className={styles.bad}>{t('delivery.eta.unserved', { pincode: e.Pincode })}</strong>
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
export function hourLabel(hour: number, t: Translate): string {
  if (hour === 12) return t('delivery.hour.noon');
  return hour < 12 ? t('delivery.hour.am', { hour }) : t('delivery.hour.pm', { hour: hour - 12 });
}
