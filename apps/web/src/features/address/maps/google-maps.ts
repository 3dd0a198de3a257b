// The part of the Google Maps JavaScript API the address form uses (Map, draggable Marker,
// Geocoder), typed here, and the loader of its script.

export interface LatLngLiteral {
  lat: number;
  lng: number;
}
export interface LatLng {
  lat(): number;
  lng(): number;
}
export interface MapsEventListener {
  remove(): void;
}
/** A click on the map or the end of a marker drag. */
export interface MapMouseEvent {
  latLng: LatLng | null;
}
export interface GoogleMap {
  panTo(position: LatLngLiteral): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
  addListener(event: 'click', handler: (e: MapMouseEvent) => void): MapsEventListener;
}
export interface GoogleMarker {
  setPosition(position: LatLngLiteral): void;
  setMap(map: GoogleMap | null): void;
  addListener(event: 'dragend', handler: (e: MapMouseEvent) => void): MapsEventListener;
}
/** One part of a geocoded address, e.g. { long_name: '560038', types: ['postal_code'] }. */
export interface GeocoderAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
export interface GeocoderResult {
  address_components: GeocoderAddressComponent[];
  formatted_address: string;
  types: string[];
}
export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: {
      center: LatLngLiteral;
      zoom: number;
      clickableIcons?: boolean;
      gestureHandling?: 'cooperative' | 'greedy' | 'none' | 'auto';
      mapTypeControl?: boolean;
      streetViewControl?: boolean;
      fullscreenControl?: boolean;
    },
  ) => GoogleMap;
  Marker: new (options: {
    position: LatLngLiteral;
    map: GoogleMap | null;
    draggable: boolean;
    title?: string;
  }) => GoogleMarker;
  Geocoder: new () => {
    geocode(request: { location: LatLngLiteral }): Promise<{ results: GeocoderResult[] }>;
  };
}

const CALLBACK = '__kiranaMapsReady';
const SCRIPT_ID = 'google-maps-sdk';

type MapsWindow = Window & {
  google?: { maps?: GoogleMapsApi };
  gm_authFailure?: () => void;
  [CALLBACK]?: () => void;
};
const w = () => window as MapsWindow;

let loading: Promise<GoogleMapsApi> | null = null;
const authFailureListeners = new Set<() => void>();

/** The script URL: `${sdkUrl}?key=KEY&callback=…&v=weekly`, keeping any query sdkUrl has. */
export function mapsScriptUrl(sdkUrl: string, apiKey: string): string {
  const url = new URL(sdkUrl, window.location.href);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('callback', CALLBACK);
  url.searchParams.set('v', 'weekly');
  return url.toString();
}

/**
 * Loads the Maps JavaScript API once and resolves with `google.maps` when its callback runs;
 * calls meanwhile share the one load. A failed or timed-out load rejects and leaves nothing
 * behind, so a later call tries again.
 */
export function loadGoogleMaps(
  sdkUrl: string,
  apiKey: string,
  timeoutMs = 20_000,
): Promise<GoogleMapsApi> {
  const ready = w().google?.maps;
  if (ready?.Map) return Promise.resolve(ready);
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      delete w()[CALLBACK];
      loading = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('The map took too long to load'), timeoutMs);
    w()[CALLBACK] = () => {
      const maps = w().google?.maps;
      if (!maps?.Map) return fail('The map script did not define google.maps');
      clearTimeout(timer);
      loading = null; // from now on window.google.maps answers
      resolve(maps);
    };
    // Google calls this when it refuses the key (wrong key, or this site not allowed)
    w().gm_authFailure = () => authFailureListeners.forEach((listener) => listener());
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = mapsScriptUrl(sdkUrl, apiKey);
    script.onerror = () => fail('The map script could not load');
    document.getElementById(SCRIPT_ID)?.remove();
    document.head.append(script);
  });
  return loading;
}

/** Calls `listener` when Google refuses the map key; returns the unsubscribe. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}
