import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { useDeliveryLocation } from '../delivery-location';
import { LocationDialog } from './location-dialog';
import styles from './deliver-to-button.module.css';

/** "Deliver to 560038 ▾" in the header (a full-width strip on a phone): opens the location sheet. */
export function DeliverToButton({ compact = false }: { compact?: boolean }) {
  const location = useDeliveryLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? styles.strip : styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="deliver-to"
      >
        <Icon name="pin" size={compact ? 16 : 20} />
        <span className={styles.text}>
          <span className={styles.label}>{location ? 'Deliver to' : 'Set delivery'}</span>
          <span className={styles.value}>{location ? location.Pincode : 'location'}</span>
        </span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? <LocationDialog open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
