import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Address } from '@kirana/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { fetchAddresses, selectAddressBook } from '../../address';
import { selectIsAuthenticated } from '../../users';
import { chooseDeliveryLocation, PINCODE_RE, useDeliveryLocation } from '../delivery-location';
import { fetchEstimate } from '../use-delivery-estimate';
import styles from './location-dialog.module.css';
import { useT } from '../../../lib/i18n';

/** The signed-in shopper's saved addresses, fetched once when the sheet opens. */
function SavedAddresses({ onPick }: { onPick: (a: Address) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { addressList, listLoaded, loading, error } = useAppSelector(selectAddressBook);
  const location = useDeliveryLocation();
  useEffect(() => {
    if (!listLoaded) void dispatch(fetchAddresses());
  }, [dispatch, listLoaded]);

  if (!listLoaded && error)
    return (
      <p className={styles.bad} role="alert">
        {t('delivery.sheet.load-failed')}{' '}
        <Button variant="link" onClick={() => void dispatch(fetchAddresses())}>
          {t('delivery.sheet.retry')}
        </Button>
      </p>
    );
  if (!listLoaded || (loading && addressList.length === 0))
    return <p className={styles.note}>{t('delivery.sheet.loading')}</p>;
  if (addressList.length === 0) return null;
  return (
    <ul className={styles.addresses} aria-label={t('delivery.sheet.addresses')}>
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
                {a.IsDefault ? (
                  <span className={styles.tag}>{t('delivery.sheet.default')}</span>
                ) : null}
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
  const t = useT();
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
      setRefusal(t('delivery.sheet.invalid'));
      return;
    }
    setChecking(true);
    const estimate = await fetchEstimate(pincode).catch(() => null);
    setChecking(false);
    if (estimate && !estimate.IsServiceable) {
      setRefusal(t('delivery.sheet.unserved', { pincode }));
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
      title={t('delivery.sheet.title')}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('delivery.sheet.close')}
        </Button>
      }
    >
      <p className={styles.note}>{t('delivery.sheet.note')}</p>
      {signedIn ? <SavedAddresses onPick={pick} /> : null}
      <form
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t('delivery.sheet.form')}
      >
        <label className={styles.label} htmlFor={inputId}>
          {signedIn ? t('delivery.sheet.or-enter') : t('delivery.sheet.enter')}
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
            {t('delivery.sheet.apply')}
          </Button>
        </div>
        <p id={hintId} className={refusal ? styles.bad : styles.note} aria-live="polite">
          {refusal ??
            (checking
              ? t('delivery.sheet.checking', { pincode: value })
              : t('delivery.sheet.hint'))}
        </p>
      </form>
    </Dialog>
  );
}
