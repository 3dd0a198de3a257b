import { useState } from 'react';
import type { LatLngLiteral } from './google-maps';
import { useT } from '../../../lib/i18n';

/**
 * The browser's current location, asked for on a tap: found, it is handed to `onFound`; refused
 * or not found, `onFailed` gets the sentence to show.
 */
export function useCurrentLocation(
  onFound: (position: LatLngLiteral) => void,
  onFailed: (note: string) => void,
) {
  const t = useT();
  const [locating, setLocating] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        onFound({ lat: found.coords.latitude, lng: found.coords.longitude });
      },
      (failure) => {
        setLocating(false);
        onFailed(
          failure.code === 1 ? t('address.map.location-off') : t('address.map.location-failed'),
        );
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return { canLocate, locating, locate };
}
