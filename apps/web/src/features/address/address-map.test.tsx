import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import {
  SIGNED_IN_ANSWERS,
  jsonAnswer,
  sampleAddress,
  signedInUserState,
} from '../users/user-test-kit';
import type { StoreConfigs } from '@kirana/shared';
import { initialGeneralState } from '../general/general-slice';
import { initialAddressState } from './address-slice';
import { fakeGoogleMaps, geocoded } from './maps/fake-google-maps';
import NewAddressPage from './pages/new-address-page';

const SDK = 'https://maps.example.in/maps/api/js';
const INDIRANAGAR = { lat: 12.9784, lng: 77.6408 };
const MUMBAI = { lat: 18.94, lng: 72.835 };

type MapsWindow = Window & { google?: unknown; __kiranaMapsReady?: () => void };
const win = window as MapsWindow;
const script = () => document.getElementById('google-maps-sdk') as HTMLScriptElement | null;

function Frame() {
  return (
    <Routes>
      <Route path="/address/new/:isParamPassed?" element={<NewAddressPage />} />
      <Route path="/user/address" element={<h1>Address book</h1>} />
    </Routes>
  );
}

const render = (mapApiKey: string | null) =>
  renderWithStore(<Frame />, {
    route: '/address/new',
    preloadedState: {
      user: signedInUserState(),
      address: initialAddressState,
      // the map's key and script come from the store configs the start-up fetched
      general: {
        ...initialGeneralState,
        storeConfigs: { MapApiKey: mapApiKey, MapSdkUrl: mapApiKey ? SDK : null } as StoreConfigs,
      },
    },
  });

/** Renders with a map key and answers the script's callback with a fake google.maps. */
async function renderWithMap() {
  const fake = fakeGoogleMaps((at) =>
    at.lat > 15
      ? [geocoded('400001', 'Mumbai', 'Maharashtra', 'MH')]
      : [geocoded('560038', 'Bengaluru', 'Karnataka', 'KA')],
  );
  const view = render('test-map-key');
  await waitFor(() => expect(script()).not.toBeNull());
  win.google = { maps: fake.api };
  await waitFor(() => expect(win.__kiranaMapsReady).toBeTypeOf('function'));
  win.__kiranaMapsReady!();
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).toBeNull());
  return { ...view, fake };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillTheRest() {
  await userEvent.type(field('Full name'), 'Asha Rao');
  // the signed-in mobile is filled in already: typed over here
  await userEvent.clear(field('Mobile number'));
  await userEvent.type(field('Mobile number'), '9876543210');
  await userEvent.type(field('House, flat or building'), '12, 4th Cross');
  await userEvent.type(field('Street, area or locality'), 'Indiranagar');
}

let requests: ReturnType<typeof mockApi>;
beforeEach(() => {
  requests = mockApi({
    ...SIGNED_IN_ANSWERS,
    '/pincode-serviceability': (url: URL) =>
      jsonAnswer(200, {
        Pincode: url.searchParams.get('pincode'),
        IsServiceable: true,
        Message: `We deliver to ${url.searchParams.get('pincode')}`,
        Place: null,
        State: null,
      }),
    '/addresses': () => jsonAnswer(201, sampleAddress()),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete win.google;
  // a load still under way fails, so the next test loads afresh
  script()?.dispatchEvent(new Event('error'));
});

describe('the address form without a map key', () => {
  it('is the plain form: no map section and no Maps script', async () => {
    render(null);
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Pin your location/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
    expect(script()).toBeNull();
  });
});

describe('the address form with a map key', () => {
  it('shows "Pin your location" and loads the script from the server-given URL', async () => {
    render('test-map-key');
    expect(await screen.findByRole('heading', { name: /Pin your location/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeTruthy();
    await waitFor(() => expect(script()).not.toBeNull());
    const src = new URL(script()!.src);
    expect(`${src.origin}${src.pathname}`).toBe(SDK);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'test-map-key',
      callback: '__kiranaMapsReady',
      v: 'weekly',
    });
    // the fields are there and usable while the map loads
    expect(field('Pincode').disabled).toBe(false);
  });

  it('fills the empty pincode, city and state from a tapped pin and saves the pin', async () => {
    const { fake } = await renderWithMap();
    expect(fake.seen.marker?.onMap).toBe(false);
    await fake.tap(INDIRANAGAR);
    expect(fake.seen.marker).toMatchObject({ position: INDIRANAGAR, onMap: true });
    await waitFor(() => expect(field('Pincode').value).toBe('560038'));
    expect(field('City, town or district').value).toBe('Bengaluru');
    expect((screen.getByLabelText('State or union territory') as HTMLSelectElement).value).toBe(
      'KA',
    );
    expect(screen.getByText('Filled the pincode, city and state from the pin')).toBeTruthy();
    expect(screen.getByText('Pinned at 12.97840° N, 77.64080° E')).toBeTruthy();
    expect(await screen.findByText('We deliver to 560038')).toBeTruthy();

    await fillTheRest();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { name: 'Address book' });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      Pincode: '560038',
      City: 'Bengaluru',
      State: 'KA',
      Latitude: 12.9784,
      Longitude: 77.6408,
    });
  });

  it('never overwrites typed fields without asking', async () => {
    const { fake } = await renderWithMap();
    await userEvent.type(field('City, town or district'), 'Bangalore');
    await fake.drag(INDIRANAGAR);
    // the empty ones are filled, the typed city is kept and the shopper is asked
    await waitFor(() => expect(field('Pincode').value).toBe('560038'));
    expect(field('City, town or district').value).toBe('Bangalore');
    const ask = screen.getByRole('group', { name: "Use the pin's address?" });
    expect(ask.textContent).toContain('The pin is in city Bengaluru. Use this instead');
    await userEvent.click(screen.getByRole('button', { name: 'Keep what I typed' }));
    expect(field('City, town or district').value).toBe('Bangalore');
    expect(screen.queryByRole('group', { name: "Use the pin's address?" })).toBeNull();

    // fields the pin filled follow the pin; typed ones wait for a yes
    await fake.drag(MUMBAI);
    await waitFor(() => expect(field('Pincode').value).toBe('400001'));
    expect((screen.getByLabelText('State or union territory') as HTMLSelectElement).value).toBe(
      'MH',
    );
    await userEvent.click(screen.getByRole('button', { name: "Use the pin's city" }));
    expect(field('City, town or district').value).toBe('Mumbai');
  });

  it('uses the current location, and says so when it is refused', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
        if (getCurrentPosition.mock.calls.length > 1)
          return fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
        ok({ coords: { latitude: 12.9716, longitude: 77.5946 } } as GeolocationPosition);
      },
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { fake } = await renderWithMap();
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(fake.seen.marker?.position).toEqual({ lat: 12.9716, lng: 77.5946 });
    expect(fake.seen.map?.zoom).toBe(17);
    await waitFor(() => expect(field('Pincode').value).toBe('560038'));

    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/Location is turned off for this site/)).toBeTruthy();
  });

  it('offers no current-location button where the browser has no geolocation', async () => {
    await renderWithMap();
    expect('geolocation' in navigator).toBe(false);
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
  });

  it('refuses a pin outside India before saving, and a removed pin is not sent', async () => {
    const { fake } = await renderWithMap();
    await fake.tap({ lat: 51.5072, lng: -0.1276 });
    expect(
      await screen.findByText('This pin is outside India. Move it to your address'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(screen.queryByText(/outside India/)).toBeNull();
    expect(fake.seen.marker?.onMap).toBe(false);
    await fake.tap({ lat: 51.5072, lng: -0.1276 });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(document.activeElement?.tagName).toBe('SECTION');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says the map could not load and keeps the form working', async () => {
    render('test-map-key');
    await waitFor(() => expect(script()).not.toBeNull());
    script()!.dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Map could not load — fill the address by hand',
    );
    await fillTheRest();
    await userEvent.type(field('Pincode'), '560038');
    await userEvent.selectOptions(screen.getByLabelText('State or union territory'), 'KA');
    await userEvent.type(field('City, town or district'), 'Bengaluru');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { name: 'Address book' });
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ Pincode: '560038', City: 'Bengaluru' });
    expect(post?.body).not.toHaveProperty('Latitude');
  });
});
