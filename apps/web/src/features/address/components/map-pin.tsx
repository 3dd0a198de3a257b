import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Icon } from '@kirana/ui';
import { ThreeDotsLoader } from '../../../components/three-dots-loader';
import {
  loadGoogleMaps,
  onMapsAuthFailure,
  type GoogleMap,
  type GoogleMapsApi,
  type GoogleMarker,
  type LatLng,
  type LatLngLiteral,
  type MapsEventListener,
} from '../maps/google-maps';
import { placeFromGeocode, type Place } from '../maps/place';
import styles from './map-pin.module.css';

// All of India for a form without a pin; a pin is shown at street level.
const INDIA_VIEW = { center: { lat: 22.5, lng: 79 }, zoom: 4 };
const PIN_ZOOM = 17;
const NO_ADDRESS_HERE = "We couldn't read an address at this spot. Fill it in by hand";

type Status = 'loading' | 'ready' | 'error';

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

const literal = (p: LatLng): LatLngLiteral => ({ lat: p.lat(), lng: p.lng() });
const degrees = (p: LatLngLiteral) => `${p.lat.toFixed(5)}° N, ${p.lng.toFixed(5)}° E`;

/**
 * "Pin your location": Google's map with a draggable marker, reverse geocoded on every move,
 * and the browser's current location. Loading, and a failed load, leave the form usable.
 */
export function MapPin({ id, apiKey, sdkUrl, pin, error, onPin, onPlace, children }: MapPinProps) {
  const box = useRef<HTMLDivElement>(null);
  const maps = useRef<{ api: GoogleMapsApi; map: GoogleMap; marker: GoogleMarker } | null>(null);
  const handlers = useRef({ onPin, onPlace });
  const lookups = useRef(0);
  const firstPin = useRef(pin);
  const [status, setStatus] = useState<Status>('loading');
  const [note, setNote] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    handlers.current = { onPin, onPlace };
  });

  /** Reverse geocodes a spot; only the latest move's answer counts. */
  const lookUp = async (api: GoogleMapsApi, position: LatLngLiteral) => {
    const turn = ++lookups.current;
    setNote('Finding the address of this spot…');
    try {
      const { results } = await new api.Geocoder().geocode({ location: position });
      if (turn !== lookups.current) return;
      const place = placeFromGeocode(results);
      setNote(Object.keys(place).length ? null : NO_ADDRESS_HERE);
      handlers.current.onPlace(place);
    } catch {
      if (turn === lookups.current) setNote(NO_ADDRESS_HERE);
    }
  };

  /** Puts the pin at a spot, zooming in towards it, and looks its address up. */
  const moveTo = (position: LatLngLiteral, zoom: 'street' | 'closer' | 'keep') => {
    const current = maps.current;
    if (!current) return;
    const { api, map, marker } = current;
    marker.setPosition(position);
    marker.setMap(map);
    map.panTo(position);
    const now = map.getZoom() ?? INDIA_VIEW.zoom;
    if (zoom === 'street' && now < PIN_ZOOM) map.setZoom(PIN_ZOOM);
    if (zoom === 'closer' && now < 15) map.setZoom(Math.min(15, now + 4));
    handlers.current.onPin(position);
    void lookUp(api, position);
  };

  useEffect(() => {
    let alive = true;
    const listeners: MapsEventListener[] = [];
    const stopAuth = onMapsAuthFailure(() => alive && setStatus('error'));
    loadGoogleMaps(sdkUrl, apiKey).then(
      (api) => {
        if (!alive || !box.current) return;
        const start = firstPin.current;
        const map = new api.Map(box.current, {
          center: start ?? INDIA_VIEW.center,
          zoom: start ? PIN_ZOOM : INDIA_VIEW.zoom,
          clickableIcons: false,
          gestureHandling: 'cooperative',
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: false,
        });
        const marker = new api.Marker({
          position: start ?? INDIA_VIEW.center,
          map: start ? map : null,
          draggable: true,
          title: 'Your delivery location: drag to move',
        });
        maps.current = { api, map, marker };
        listeners.push(
          map.addListener('click', (e) => e.latLng && moveTo(literal(e.latLng), 'closer')),
          marker.addListener('dragend', (e) => e.latLng && moveTo(literal(e.latLng), 'keep')),
        );
        setStatus('ready');
      },
      () => alive && setStatus('error'),
    );
    return () => {
      alive = false;
      stopAuth();
      for (const listener of listeners) listener.remove();
      maps.current?.marker.setMap(null);
      maps.current = null;
    };
    // moveTo reads only refs and state setters: the map is made once per key and script
  }, [apiKey, sdkUrl]);

  const locate = () => {
    setLocating(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        moveTo({ lat: found.coords.latitude, lng: found.coords.longitude }, 'street');
      },
      (failure) => {
        setLocating(false);
        setNote(
          failure.code === 1
            ? 'Location is turned off for this site. Tap the map or drag the pin instead'
            : "We couldn't find your location. Tap the map or drag the pin instead",
        );
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const remove = () => {
    lookups.current++;
    maps.current?.marker.setMap(null);
    setNote(null);
    onPin(null);
  };

  return (
    <section id={id} tabIndex={-1} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Icon name="pin" size={20} />
          Pin your location <span className={styles.optional}>(optional)</span>
        </h2>
        {status === 'error' ? null : (
          <p className={styles.hint}>
            Tap the map at your door or use your current location; drag the pin to adjust. We fill
            in the pincode, city and state.
          </p>
        )}
      </div>
      {status === 'error' ? (
        <p className={styles.failed} role="alert">
          Map could not load — fill the address by hand
        </p>
      ) : (
        <>
          <div className={styles.frame}>
            <div ref={box} className={styles.map} data-map-status={status} />
            {status === 'loading' ? (
              <div className={styles.loading}>
                <ThreeDotsLoader label="Loading the map" />
                <span aria-hidden="true">Loading the map…</span>
              </div>
            ) : null}
          </div>
          <div className={styles.actions}>
            {canLocate ? (
              <Button
                variant="secondary"
                size="s"
                onClick={locate}
                disabled={status !== 'ready' || locating}
              >
                {locating ? 'Finding you…' : 'Use my current location'}
              </Button>
            ) : null}
            {pin ? (
              <>
                <span className={styles.pinned}>Pinned at {degrees(pin)}</span>
                <Button variant="ghost" size="s" onClick={remove}>
                  Remove pin
                </Button>
              </>
            ) : null}
          </div>
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
