import { Suspense, useState } from 'react';
import { Icon } from '@kirana/ui';
import { useDeliveryLocation } from '../delivery-location';
import { LazyLocationDialog } from './lazy-location-dialog';
import styles from './deliver-to-button.module.css';
import { useT } from '../../../lib/i18n';

/** A drawn arrow, not a word (hidden from screen readers). */
const CARET = '▾';

/** "Deliver to 560038 ▾" in the header (smaller in the phone's top bar): opens the location sheet. */
export function DeliverToButton({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const location = useDeliveryLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? styles.compact : styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="deliver-to"
      >
        <Icon name="pin" size={compact ? 16 : 20} />
        <span className={styles.text}>
          <span className={styles.label}>{t('shell.deliver-to.label')}</span>
          <span className={styles.value}>
            {location ? location.Pincode : t('shell.deliver-to.pincode')}
          </span>
        </span>
        <span className={styles.caret} aria-hidden="true">
          {CARET}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyLocationDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
