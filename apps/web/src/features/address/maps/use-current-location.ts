import { useState } from 'react';
import type { LatLngLiteral } from './google-maps';

/**
 * The browser's current location, asked for on a tap: found, it is handed to `onFound`; refused
 * or not found, `onFailed` gets the sentence to show.
 */
export function useCurrentLocation(
  onFound: (position: LatLngLiteral) => void,
  onFailed: (note: string) => void,
) {
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
          failure.code === 1
            ? 'Location is turned off for this site. Tap the map or drag the pin instead'
            : "We couldn't find your location. Tap the map or drag the pin instead",
        );
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return { canLocate, locating, locate };
}
