/* global window, document, URL, setTimeout */
// A stand-in for the part of the Google Maps JavaScript API the address form uses (Map,
// draggable Marker, Geocoder), served by fake-google-maps.ts to the browser journeys. The map is
// a flat grid (linear degrees to pixels); the marker drags with the mouse; the geocoder answers
// the nearest known place in Google's address_components format. It calls ?callback= when ready.
(function () {
  'use strict';
  const params = new URL(document.currentScript.src).searchParams;
  // MG Road and Ashok Nagar are about 120 m apart: a pin dragged between them stays on screen
  const PLACES = [
    {
      lat: 12.9716,
      lng: 77.5946,
      pin: '560001',
      area: 'MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      st: 'KA',
    },
    {
      lat: 12.9709,
      lng: 77.5955,
      pin: '560025',
      area: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      st: 'KA',
    },
    {
      lat: 18.9388,
      lng: 72.8354,
      pin: '400001',
      area: 'Fort',
      city: 'Mumbai',
      state: 'Maharashtra',
      st: 'MH',
    },
  ];
  const seen = { key: params.get('key'), v: params.get('v'), lookups: [], maps: [], markers: [] };
  window.__fakeGoogleMaps = seen;

  class LatLng {
    constructor(lat, lng) {
      this._lat = lat;
      this._lng = lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
  }
  const toLatLng = (p) => (p instanceof LatLng ? p : new LatLng(p.lat, p.lng));

  class Emitter {
    constructor() {
      this._handlers = {};
    }
    addListener(name, handler) {
      const list = (this._handlers[name] = this._handlers[name] || []);
      list.push(handler);
      return { remove: () => list.splice(list.indexOf(handler) >>> 0, 1) };
    }
    _emit(name, event) {
      for (const handler of this._handlers[name] || []) handler(event);
    }
  }

  class Map extends Emitter {
    constructor(element, options) {
      super();
      this.center = toLatLng(options.center);
      this.zoom = options.zoom;
      this.canvas = document.createElement('div');
      this.canvas.className = 'fake-map';
      this.canvas.style.cssText =
        'position:absolute;inset:0;overflow:hidden;cursor:crosshair;background:#e8efe6;' +
        'background-image:linear-gradient(#fff 2px,transparent 2px),linear-gradient(90deg,#fff 2px,transparent 2px),' +
        'linear-gradient(#d5e3f0 1px,transparent 1px),linear-gradient(90deg,#d5e3f0 1px,transparent 1px);' +
        'background-size:96px 96px,96px 96px,24px 24px,24px 24px;font:12px system-ui,sans-serif';
      this.label = document.createElement('div');
      this.label.style.cssText =
        'position:absolute;left:8px;bottom:8px;padding:2px 6px;border-radius:4px;background:#fffc;color:#333';
      this.canvas.append(this.label);
      element.append(this.canvas);
      this.canvas.addEventListener('click', (e) => {
        this._emit('click', { latLng: this.latLngAt(e.clientX, e.clientY) });
      });
      this.markers = [];
      seen.maps.push(this);
      this._render();
    }
    _scale() {
      return (256 * 2 ** this.zoom) / 360;
    }
    /** Page coordinates of a spot. */
    pixelOf(lat, lng) {
      const box = this.canvas.getBoundingClientRect();
      const k = this._scale();
      return {
        x: box.left + box.width / 2 + (lng - this.center.lng()) * k,
        y: box.top + box.height / 2 - (lat - this.center.lat()) * k,
      };
    }
    latLngAt(x, y) {
      const box = this.canvas.getBoundingClientRect();
      const k = this._scale();
      return new LatLng(
        this.center.lat() - (y - box.top - box.height / 2) / k,
        this.center.lng() + (x - box.left - box.width / 2) / k,
      );
    }
    panTo(p) {
      this.center = toLatLng(p);
      this._render();
    }
    setCenter(p) {
      this.panTo(p);
    }
    getCenter() {
      return this.center;
    }
    setZoom(zoom) {
      this.zoom = zoom;
      this._render();
    }
    getZoom() {
      return this.zoom;
    }
    _render() {
      this.label.textContent = `Map stand-in · zoom ${this.zoom} · ${this.center.lat().toFixed(4)}, ${this.center.lng().toFixed(4)}`;
      for (const marker of this.markers) marker._place();
    }
  }

  class Marker extends Emitter {
    constructor(options) {
      super();
      this.position = options.position ? toLatLng(options.position) : null;
      this.draggable = !!options.draggable;
      this.title = options.title || '';
      this.map = null;
      this.el = document.createElement('div');
      this.el.className = 'fake-marker';
      this.el.title = this.title;
      this.el.style.cssText =
        'position:absolute;width:26px;height:26px;margin:-34px 0 0 -13px;border-radius:50% 50% 50% 0;' +
        'transform:rotate(-45deg);background:#ea4335;border:2px solid #a52714;box-shadow:0 2px 4px #0006;' +
        `cursor:${this.draggable ? 'grab' : 'default'};touch-action:none`;
      this.el.addEventListener('click', (e) => e.stopPropagation());
      this.el.addEventListener('pointerdown', (e) => this._drag(e));
      seen.markers.push(this);
      this.setMap(options.map || null);
    }
    _drag(down) {
      if (!this.draggable || !this.map) return;
      down.preventDefault();
      down.stopPropagation();
      this.el.setPointerCapture(down.pointerId);
      const move = (e) => {
        this.position = this.map.latLngAt(e.clientX, e.clientY);
        this._place();
      };
      const up = (e) => {
        move(e);
        this.el.removeEventListener('pointermove', move);
        this.el.removeEventListener('pointerup', up);
        this._emit('dragend', { latLng: this.position });
      };
      this.el.addEventListener('pointermove', move);
      this.el.addEventListener('pointerup', up);
    }
    setMap(map) {
      if (this.map) this.map.markers = this.map.markers.filter((m) => m !== this);
      this.el.remove();
      this.map = map;
      if (map) {
        map.markers.push(this);
        map.canvas.append(this.el);
        this._place();
      }
    }
    getMap() {
      return this.map;
    }
    setPosition(p) {
      this.position = toLatLng(p);
      this._place();
    }
    getPosition() {
      return this.position;
    }
    _place() {
      if (!this.map || !this.position) return;
      const box = this.map.canvas.getBoundingClientRect();
      const at = this.map.pixelOf(this.position.lat(), this.position.lng());
      this.el.style.left = `${at.x - box.left}px`;
      this.el.style.top = `${at.y - box.top}px`;
    }
  }

  const component = (long, short, types) => ({ long_name: long, short_name: short, types });
  class Geocoder {
    geocode(request) {
      const at = toLatLng(request.location);
      seen.lookups.push({ lat: at.lat(), lng: at.lng() });
      const near = PLACES.map((p) => ({
        p,
        d: Math.hypot(p.lat - at.lat(), p.lng - at.lng()),
      })).sort((a, b) => a.d - b.d)[0];
      if (!near || near.d > 0.5) {
        const error = new Error('Geocoding failed: ZERO_RESULTS');
        error.code = 'ZERO_RESULTS';
        return Promise.reject(error);
      }
      const p = near.p;
      const common = [
        component(p.city, p.city, ['locality', 'political']),
        component(`${p.city} Urban`, `${p.city} Urban`, [
          'administrative_area_level_2',
          'political',
        ]),
        component(p.state, p.st, ['administrative_area_level_1', 'political']),
        component('India', 'IN', ['country', 'political']),
      ];
      const results = [
        {
          types: ['street_address'],
          formatted_address: `${p.area}, ${p.city}, ${p.state} ${p.pin}, India`,
          address_components: [
            component(p.area, p.area, ['sublocality_level_1', 'sublocality', 'political']),
            ...common,
            component(p.pin, p.pin, ['postal_code']),
          ],
        },
        {
          types: ['locality', 'political'],
          formatted_address: `${p.city}, ${p.state}, India`,
          address_components: common,
        },
      ];
      return new Promise((resolve) => setTimeout(() => resolve({ results }), 30));
    }
  }

  window.google = { maps: { Map, Marker, Geocoder, LatLng } };
  const callback = params.get('callback');
  setTimeout(() => window[callback](), 20);
})();
