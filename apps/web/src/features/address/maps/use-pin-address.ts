import { useEffect, useRef, useState } from 'react';
import type { GoogleMapsApi, LatLngLiteral } from './google-maps';
import { placeFromGeocode, type Place } from './place';

const NO_ADDRESS_HERE = "We couldn't read an address at this spot. Fill it in by hand";

/**
 * The address of the pinned spot (reverse geocoded; only the latest move's answer counts) and
 * the note shown under the map while it is found or when it cannot be.
 */
export function usePinAddress(onPlace: (place: Place) => void) {
  const latestOnPlace = useRef(onPlace);
  const lookups = useRef(0);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    latestOnPlace.current = onPlace;
  });

  const lookUp = async (api: GoogleMapsApi, position: LatLngLiteral) => {
    const turn = ++lookups.current;
    setNote('Finding the address of this spot…');
    try {
      const { results } = await new api.Geocoder().geocode({ location: position });
      if (turn !== lookups.current) return;
      const place = placeFromGeocode(results);
      setNote(Object.keys(place).length ? null : NO_ADDRESS_HERE);
      latestOnPlace.current(place);
    } catch {
      if (turn === lookups.current) setNote(NO_ADDRESS_HERE);
    }
  };

  /** The pin is gone: an answer still on its way is dropped, and the note cleared. */
  const forget = () => {
    lookups.current++;
    setNote(null);
  };

  return { note, setNote, lookUp, forget };
}
