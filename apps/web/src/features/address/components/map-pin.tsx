import type { ReactNode } from 'react';
import { Button, Icon } from '@kirana/ui';
import { ThreeDotsLoader } from '../../../components/three-dots-loader';
import type { LatLngLiteral } from '../maps/google-maps';
import type { Place } from '../maps/place';
import { useCurrentLocation } from '../maps/use-current-location';
import { useGoogleMapPin } from '../maps/use-google-map-pin';
import { usePinAddress } from '../maps/use-pin-address';
import styles from './map-pin.module.css';
import { useT } from '../../../lib/i18n';

export interface MapPinProps {
  /** Id of the section, which the form focuses when the pin has a problem. */
  id: string;
  apiKey: string;
  sdkUrl: string;
  pin: LatLngLiteral | null;
  error?: string;
  /** A new pin (tap, drag, current location), or null when it is removed. */
  onPin: (pin: LatLngLiteral | null) => void;
  /** What the pinned spot geocodes to. */
  onPlace: (place: Place) => void;
  /** Shown under the map (what the pin filled, or the question before replacing typed fields). */
  children?: ReactNode;
}

const degrees = (p: LatLngLiteral) => `${p.lat.toFixed(5)}° N, ${p.lng.toFixed(5)}° E`;

/** Under the map: "Use my current location" (where the browser can), and the pin with its remove. */
function PinActions({
  pin,
  onLocate,
  locateDisabled,
  locating,
  onRemove,
}: {
  pin: LatLngLiteral | null;
  onLocate: (() => void) | null;
  locateDisabled: boolean;
  locating: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.actions}>
      {onLocate ? (
        <Button variant="secondary" size="s" onClick={onLocate} disabled={locateDisabled}>
          {locating ? t('address.map.locating') : t('address.map.locate')}
        </Button>
      ) : null}
      {pin ? (
        <>
          <span className={styles.pinned}>{t('address.map.pinned', { place: degrees(pin) })}</span>
          <Button variant="ghost" size="s" onClick={onRemove}>
            {t('address.map.remove')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * "Pin your location": Google's map with a draggable marker, reverse geocoded on every move,
 * and the browser's current location. Loading, and a failed load, leave the form usable.
 */
export function MapPin({ id, apiKey, sdkUrl, pin, error, onPin, onPlace, children }: MapPinProps) {
  const t = useT();
  const { note, setNote, lookUp, forget } = usePinAddress(onPlace);
  const { box, status, moveTo, hideMarker } = useGoogleMapPin({
    apiKey,
    sdkUrl,
    pin,
    onPin,
    onMoved: (api, position) => void lookUp(api, position),
  });
  const { canLocate, locating, locate } = useCurrentLocation(
    (position) => moveTo(position, 'street'),
    setNote,
  );

  const locateMe = () => {
    setNote(null); // before asking: a location found at once sets its own note
    locate();
  };
  const remove = () => {
    forget();
    hideMarker();
    onPin(null);
  };

  return (
    <section id={id} tabIndex={-1} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Icon name="pin" size={20} />
          {t('address.map.title')}{' '}
          <span className={styles.optional}>{t('address.map.optional')}</span>
        </h2>
        {status === 'error' ? null : <p className={styles.hint}>{t('address.map.hint')}</p>}
      </div>
      {status === 'error' ? (
        <p className={styles.failed} role="alert">
          {t('address.map.failed')}
        </p>
      ) : (
        <>
          <div className={styles.frame}>
            <div ref={box} className={styles.map} data-map-status={status} />
            {status === 'loading' ? (
              <div className={styles.loading}>
                <ThreeDotsLoader label={t('address.map.loading')} />
                <span aria-hidden="true">{t('address.map.loading-dots')}</span>
              </div>
            ) : null}
          </div>
          <PinActions
            pin={pin}
            onLocate={canLocate ? locateMe : null}
            locateDisabled={status !== 'ready' || locating}
            locating={locating}
            onRemove={remove}
          />
          {note ? (
            <p className={styles.hint} role="status">
              {note}
            </p>
          ) : null}
          {children}
        </>
      )}
      {error ? <p className={styles.error}>{error}</p> : null}
    </section>
  );
}
