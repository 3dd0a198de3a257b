import { useEffect, useRef, useState } from 'react';
import type { GoogleMapsApi, LatLngLiteral } from './google-maps';
import { placeFromGeocode, type Place } from './place';
import { useT } from '../../../lib/i18n';

/**
 * The address of the pinned spot (reverse geocoded; only the latest move's answer counts) and
 * the note shown under the map while it is found or when it cannot be.
 */
export function usePinAddress(onPlace: (place: Place) => void) {
  const latestOnPlace = useRef(onPlace);
  const lookups = useRef(0);
  const t = useT();
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    latestOnPlace.current = onPlace;
  });

  const lookUp = async (api: GoogleMapsApi, position: LatLngLiteral) => {
    const turn = ++lookups.current;
    setNote(t('address.map.finding'));
    try {
      const { results } = await new api.Geocoder().geocode({ location: position });
      if (turn !== lookups.current) return;
      const place = placeFromGeocode(results);
      setNote(Object.keys(place).length ? null : t('address.map.no-address'));
      latestOnPlace.current(place);
    } catch {
      if (turn === lookups.current) setNote(t('address.map.no-address'));
    }
  };

  /** The pin is gone: an answer still on its way is dropped, and the note cleared. */
  const forget = () => {
    lookups.current++;
    setNote(null);
  };

  return { note, setNote, lookUp, forget };
}
