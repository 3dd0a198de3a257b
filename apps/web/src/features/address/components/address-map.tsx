import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { pinOf, type AddressFormValues } from '../address-form-values';
import { selectMapApiKey, selectMapSdkUrl } from '../address-selectors';
import { STATES } from '../india-states';
import { mergePlace, type Place, type PlaceField } from '../maps/place';
import { MapPin } from './map-pin';
import styles from './map-pin.module.css';
import { useI18n, useT } from '../../../lib/i18n';

const LABELS: Record<PlaceField, string> = {
  Pincode: 'address.map.place.Pincode',
  City: 'address.map.place.City',
  State: 'address.map.place.State',
};
const shown = (field: PlaceField, value: string) =>
  field === 'State' ? (STATES.find((s) => s.code === value)?.name ?? value) : value;
const fieldsOf = (place: Place) => Object.keys(place) as PlaceField[];

export interface AddressMapProps {
  id: string;
  values: AddressFormValues;
  error?: string;
  /** Changes form fields: the pin, or the pincode, city and state it found. */
  onChange: (patch: Partial<AddressFormValues>) => void;
}

/**
 * The address form's map pin when the store has a map key (nothing otherwise). The pincode, city
 * and state it finds fill empty fields; fields the shopper typed change only when they agree.
 */
export function AddressMap({ id, values, error, onChange }: AddressMapProps) {
  const t = useT();
  const i18n = useI18n();
  // "pincode, city and state" in the reader's language
  const list = (words: string[]) =>
    new Intl.ListFormat(i18n.locales ?? i18n.locale, { type: 'conjunction' }).format(words);
  const label = (field: PlaceField) => t(LABELS[field]);
  const apiKey = useAppSelector(selectMapApiKey);
  const sdkUrl = useAppSelector(selectMapSdkUrl);
  const [filledByPin, setFilledByPin] = useState<Place>({});
  const [filled, setFilled] = useState<Place>({});
  const [ask, setAsk] = useState<Place | null>(null);
  if (!apiKey || !sdkUrl) return null;

  const apply = (place: Place) => {
    if (fieldsOf(place).length) onChange(place);
    setFilledByPin((before) => ({ ...before, ...place }));
    setFilled(place);
  };
  const onPlace = (place: Place) => {
    const { fill, differ } = mergePlace(values, place, filledByPin);
    apply(fill);
    setAsk(fieldsOf(differ).length ? differ : null);
  };
  const onPin = (pin: { lat: number; lng: number } | null) => {
    onChange({ Latitude: pin?.lat ?? null, Longitude: pin?.lng ?? null });
    if (!pin) {
      setAsk(null);
      setFilled({});
    }
  };

  return (
    <MapPin
      id={id}
      apiKey={apiKey}
      sdkUrl={sdkUrl}
      pin={pinOf(values)}
      error={error}
      onPin={onPin}
      onPlace={onPlace}
    >
      {fieldsOf(filled).length ? (
        <p className={styles.done} role="status">
          {t('address.map.filled', { fields: list(fieldsOf(filled).map(label)) })}
        </p>
      ) : null}
      {ask ? (
        <div className={styles.ask} role="group" aria-label={t('address.map.ask-label')}>
          <p>
            {t('address.map.ask', {
              places: list(fieldsOf(ask).map((f) => `${label(f)} ${shown(f, ask[f] ?? '')}`)),
              count: fieldsOf(ask).length,
            })}
          </p>
          <div className={styles.askActions}>
            <Button
              size="s"
              onClick={() => {
                apply(ask);
                setAsk(null);
              }}
            >
              {fieldsOf(ask).length > 1
                ? t('address.map.use-many')
                : t('address.map.use-one', { field: label(fieldsOf(ask)[0]!) })}
            </Button>
            <Button size="s" variant="secondary" onClick={() => setAsk(null)}>
              {t('address.map.keep')}
            </Button>
          </div>
        </div>
      ) : null}
    </MapPin>
  );
}
