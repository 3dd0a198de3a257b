import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { pinOf, type AddressFormValues } from '../address-form-values';
import { selectMapApiKey, selectMapSdkUrl } from '../address-selectors';
import { STATES } from '../india-states';
import { mergePlace, type Place, type PlaceField } from '../maps/place';
import { MapPin } from './map-pin';
import styles from './map-pin.module.css';

const LABELS: Record<PlaceField, string> = { Pincode: 'pincode', City: 'city', State: 'state' };
const shown = (field: PlaceField, value: string) =>
  field === 'State' ? (STATES.find((s) => s.code === value)?.name ?? value) : value;
const list = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
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
          Filled the {list(fieldsOf(filled).map((f) => LABELS[f]))} from the pin
        </p>
      ) : null}
      {ask ? (
        <div className={styles.ask} role="group" aria-label="Use the pin's address?">
          <p>
            The pin is in {list(fieldsOf(ask).map((f) => `${LABELS[f]} ${shown(f, ask[f] ?? '')}`))}
            . Use {fieldsOf(ask).length > 1 ? 'these' : 'this'} instead of what you typed?
          </p>
          <div className={styles.askActions}>
            <Button
              size="s"
              onClick={() => {
                apply(ask);
                setAsk(null);
              }}
            >
              Use the pin's {fieldsOf(ask).length > 1 ? 'details' : LABELS[fieldsOf(ask)[0]!]}
            </Button>
            <Button size="s" variant="secondary" onClick={() => setAsk(null)}>
              Keep what I typed
            </Button>
          </div>
        </div>
      ) : null}
    </MapPin>
  );
}
