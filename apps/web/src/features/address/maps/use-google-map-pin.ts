import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import {
  loadGoogleMaps,
  onMapsAuthFailure,
  type GoogleMap,
  type GoogleMapsApi,
  type GoogleMarker,
  type LatLng,
  type LatLngLiteral,
  type MapsEventListener,
} from './google-maps';

// All of India for a form without a pin; a pin is shown at street level.
const INDIA_VIEW = { center: { lat: 22.5, lng: 79 }, zoom: 4 };
const PIN_ZOOM = 17;

export type MapStatus = 'loading' | 'ready' | 'error';
/** How a move zooms: to street level, a few steps closer, or not at all. */
export type PinZoom = 'street' | 'closer' | 'keep';

const literal = (p: LatLng): LatLngLiteral => ({ lat: p.lat(), lng: p.lng() });

interface GoogleMapPinOptions {
  apiKey: string;
  sdkUrl: string;
  /** the pin when the map is made (later pins move the marker) */
  pin: LatLngLiteral | null;
  /** A new pin (tap, drag, current location). */
  onPin: (pin: LatLngLiteral) => void;
  /** Where the pin moved, to look its address up. */
  onMoved: (api: GoogleMapsApi, position: LatLngLiteral) => void;
}

/**
 * Google's map in `box` with a draggable marker, made once per key and script: a tap moves the
 * pin there, a drag where it was dropped. `status` says whether the map loaded.
 */
export function useGoogleMapPin({ apiKey, sdkUrl, pin, onPin, onMoved }: GoogleMapPinOptions) {
  const box = useRef<HTMLDivElement>(null);
  const maps = useRef<{ api: GoogleMapsApi; map: GoogleMap; marker: GoogleMarker } | null>(null);
  const latestOnPin = useRef(onPin);
  const firstPin = useRef(pin);
  const t = useT();
  // the marker's tooltip, read when the map is made (the map is not made again for a language)
  const markerTitle = useRef(t('address.map.marker'));
  markerTitle.current = t('address.map.marker');
  const [status, setStatus] = useState<MapStatus>('loading');
  useEffect(() => {
    latestOnPin.current = onPin;
  });

  /** Puts the pin at a spot, zooming in towards it, and looks its address up. */
  const moveTo = (position: LatLngLiteral, zoom: PinZoom) => {
    const current = maps.current;
    if (!current) return;
    const { api, map, marker } = current;
    marker.setPosition(position);
    marker.setMap(map);
    map.panTo(position);
    const now = map.getZoom() ?? INDIA_VIEW.zoom;
    if (zoom === 'street' && now < PIN_ZOOM) map.setZoom(PIN_ZOOM);
    if (zoom === 'closer' && now < 15) map.setZoom(Math.min(15, now + 4));
    latestOnPin.current(position);
    onMoved(api, position);
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
          title: markerTitle.current,
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

  /** Takes the marker off the map (the pin was removed). */
  const hideMarker = () => maps.current?.marker.setMap(null);

  return { box, status, moveTo, hideMarker };
}
