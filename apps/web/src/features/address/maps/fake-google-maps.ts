// Tests' stand-in for the part of google.maps the address form uses: a Map and a draggable
// Marker whose clicks and drags a test fires, and a Geocoder answering in Google's format.
import { act } from '@testing-library/react';
import type { GeocoderResult, GoogleMapsApi, LatLngLiteral, MapMouseEvent } from './google-maps';

type Handler = (e: MapMouseEvent) => void;

class Listeners {
  private handlers = new Map<string, Set<Handler>>();
  addListener(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return { remove: () => set.delete(handler) };
  }
  emit(event: string, at: LatLngLiteral) {
    for (const handler of this.handlers.get(event) ?? [])
      handler({ latLng: { lat: () => at.lat, lng: () => at.lng } });
  }
}

/** A geocoder result as Google writes one, for a pincode, city and state. */
export function geocoded(pincode: string, city: string, state: string, short = ''): GeocoderResult {
  return {
    formatted_address: `${city}, ${state} ${pincode}, India`,
    types: ['street_address'],
    address_components: [
      { long_name: 'Indiranagar', short_name: 'Indiranagar', types: ['sublocality_level_1'] },
      { long_name: city, short_name: city, types: ['locality', 'political'] },
      { long_name: state, short_name: short, types: ['administrative_area_level_1'] },
      { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
      { long_name: pincode, short_name: pincode, types: ['postal_code'] },
    ],
  };
}

/** A fresh fake API; `answer` says what each looked-up spot geocodes to. */
export function fakeGoogleMaps(answer: (at: LatLngLiteral) => GeocoderResult[]) {
  const seen = {
    map: null as null | (Listeners & { center: LatLngLiteral; zoom: number }),
    marker: null as null | (Listeners & { position: LatLngLiteral; onMap: boolean }),
    lookups: [] as LatLngLiteral[],
  };
  class Map extends Listeners {
    center: LatLngLiteral;
    zoom: number;
    constructor(element: HTMLElement, options: { center: LatLngLiteral; zoom: number }) {
      super();
      this.center = options.center;
      this.zoom = options.zoom;
      element.dataset.fakeMap = 'true';
      seen.map = this;
    }
    panTo(p: LatLngLiteral) {
      this.center = p;
    }
    setZoom(z: number) {
      this.zoom = z;
    }
    getZoom() {
      return this.zoom;
    }
  }
  class Marker extends Listeners {
    position: LatLngLiteral;
    onMap: boolean;
    constructor(options: { position: LatLngLiteral; map: unknown; draggable: boolean }) {
      super();
      if (!options.draggable) throw new Error('the pin must be draggable');
      this.position = options.position;
      this.onMap = options.map !== null;
      seen.marker = this;
    }
    setPosition(p: LatLngLiteral) {
      this.position = p;
    }
    setMap(map: unknown) {
      this.onMap = map !== null;
    }
  }
  class Geocoder {
    geocode({ location }: { location: LatLngLiteral }) {
      seen.lookups.push(location);
      return Promise.resolve({ results: answer(location) });
    }
  }
  const api = { Map, Marker, Geocoder } as unknown as GoogleMapsApi;
  return {
    api,
    seen,
    /** The shopper taps the map at a spot. */
    tap: (at: LatLngLiteral) => act(async () => seen.map!.emit('click', at)),
    /** The shopper drops the dragged pin at a spot. */
    drag: (at: LatLngLiteral) =>
      act(async () => {
        seen.marker!.position = at;
        seen.marker!.emit('dragend', at);
      }),
  };
}
