import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Address } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { fetchAddresses, selectAddressBook } from '../../address';
import { selectIsAuthenticated } from '../../users';
import { chooseDeliveryLocation, PINCODE_RE, useDeliveryLocation } from '../delivery-location';
import { fetchEstimate } from '../use-delivery-estimate';
import styles from './location-dialog.module.css';

/** The signed-in shopper's saved addresses, fetched once when the sheet opens. */
function SavedAddresses({ onPick }: { onPick: (a: Address) => void }) {
  const dispatch = useAppDispatch();
  const { addressList, listLoaded, loading, error } = useAppSelector(selectAddressBook);
  const location = useDeliveryLocation();
  useEffect(() => {
    if (!listLoaded) void dispatch(fetchAddresses());
  }, [dispatch, listLoaded]);

  if (!listLoaded && error)
    return (
      <p className={styles.bad} role="alert">
        We could not load your addresses.{' '}
        <Button variant="link" onClick={() => void dispatch(fetchAddresses())}>
          Try again
        </Button>
      </p>
    );
  if (!listLoaded || (loading && addressList.length === 0))
    return <p className={styles.note}>Loading your addresses…</p>;
  if (addressList.length === 0) return null;
  return (
    <ul className={styles.addresses} aria-label="Your addresses">
      {addressList.map((a) => {
        const chosen = location?.AddressId === a.AddressId;
        return (
          <li key={a.AddressId}>
            <button
              type="button"
              className={styles.address}
              aria-pressed={chosen}
              onClick={() => onPick(a)}
            >
              <span className={styles.addressName}>
                {a.Name}
                {a.IsDefault ? <span className={styles.tag}>Default</span> : null}
              </span>
              <span className={styles.addressLine}>
                {[a.House, a.Street, a.City].filter(Boolean).join(', ')} {a.Pincode}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The "Deliver to" sheet: a saved address (signed in) or a typed pincode. */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const userId = useAppSelector((s) => s.user.userId);
  const location = useDeliveryLocation();
  const [value, setValue] = useState(location?.AddressId ? '' : (location?.Pincode ?? ''));
  /** Why the typed pincode was not taken: not a pincode, or one the store does not deliver to. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const hintId = useId();

  // A pincode the store does not deliver to is refused here, before anything is chosen or added
  // to the cart for it; when the check itself fails the pincode is taken (the cart checks again).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pincode = value.trim();
    if (!PINCODE_RE.test(pincode)) {
      setRefusal('Enter a valid 6-digit pincode');
      return;
    }
    setChecking(true);
    const estimate = await fetchEstimate(pincode).catch(() => null);
    setChecking(false);
    if (estimate && !estimate.IsServiceable) {
      setRefusal(estimate.Message);
      return;
    }
    chooseDeliveryLocation({ Pincode: pincode, AddressId: null });
    onClose();
  };
  const pick = (a: Address) => {
    chooseDeliveryLocation({ Pincode: a.Pincode, AddressId: a.AddressId }, userId);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose your delivery location"
      actions={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className={styles.note}>Delivery dates and what we deliver depend on your pincode.</p>
      {signedIn ? <SavedAddresses onPick={pick} /> : null}
      <form
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Deliver to a pincode"
      >
        <label className={styles.label} htmlFor={inputId}>
          {signedIn ? 'Or enter a pincode' : 'Enter your pincode'}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="560038"
            maxLength={6}
            value={value}
            onChange={(e) => {
              setValue(e.target.value.replace(/\D/g, ''));
              setRefusal(null);
            }}
            aria-invalid={refusal !== null}
            aria-describedby={hintId}
          />
          <Button type="submit" size="s" disabled={checking}>
            Apply
          </Button>
        </div>
        <p id={hintId} className={refusal ? styles.bad : styles.note} aria-live="polite">
          {refusal ?? (checking ? `Checking delivery to ${value}…` : 'A 6-digit Indian pincode')}
        </p>
      </form>
    </Dialog>
  );
}
