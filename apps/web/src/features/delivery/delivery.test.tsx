import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { AddressInputFields } from '@kirana/shared';
import { makeTestStore, mockApi } from '../cart/cart-test-kit';
import { anAddress } from '../checkout/checkout-test-kit';
import { createAddress, deleteAddress, makeDefaultAddress } from '../address/address-thunks';
import { userSlice } from '../users';
import { readStoredUser } from '../auth/session-store';
import { DeliverToButton } from './components/deliver-to-button';
import { DeliveryEta, hourLabel } from './components/delivery-eta';
import { appT } from '../../lib/i18n';
import {
  DELIVERY_LOCATION_KEY,
  readDeliveryLocation,
  useDeliveryLocation,
} from './delivery-location';
import { anEstimate, forgetDeliveryLocation } from './delivery-test-kit';

const home = anAddress({ AddressId: 1, Pincode: '560038', IsDefault: true });
const office = anAddress({ AddressId: 2, Pincode: '110001', IsDefault: false, Name: 'Office' });

let estimateCalls: string[] = [];
let failNext = false;
beforeEach(() => {
  estimateCalls = [];
  failNext = false;
  mockApi({
    '/delivery-estimate': (url) => {
      const pincode = url.searchParams.get('pincode')!;
      estimateCalls.push(pincode);
      if (failNext) {
        failNext = false;
        return new Response(JSON.stringify({ Message: 'Server down', Code: 'INTERNAL' }), {
          status: 503,
        });
      }
      return anEstimate(pincode);
    },
    '/addresses': () => ({ Addresses: [home, office], DefaultAddressId: 1 }),
  });
});
afterEach(() => {
  forgetDeliveryLocation();
  vi.unstubAllGlobals();
});

function renderWith(
  ui: React.ReactNode,
  signedIn = false,
  defaultAddress: typeof home | null = home,
) {
  const base = makeTestStore();
  const store = makeTestStore(
    signedIn
      ? {
          user: {
            ...userSlice.getInitialState(),
            isAuthenticated: true,
            token: 't',
            userId: '7',
            defaultAddress,
          },
        }
      : { user: base.getState().user },
  );
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

describe('Deliver to (header)', () => {
  it('asks a guest for a pincode, refuses a bad one and remembers a good one on the device', async () => {
    renderWith(<DeliverToButton />);
    const button = screen.getByTestId('deliver-to');
    expect(button.textContent).toContain('Deliver toPincode');
    await userEvent.click(button);
    // the sheet loads when it first opens
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery location' });
    const input = within(dialog).getByLabelText('Enter your pincode');
    await userEvent.type(input, '056003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter a valid 6-digit pincode')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.type(input, '5600abc38');
    expect((input as HTMLInputElement).value).toBe('560038');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver to560038');
    expect(JSON.parse(localStorage.getItem(DELIVERY_LOCATION_KEY)!)).toEqual({
      Pincode: '560038',
      AddressId: null,
      Owner: null,
    });
  });

  it('says at once that the store does not deliver to a typed pincode, and keeps the one chosen', async () => {
    localStorage.setItem(DELIVERY_LOCATION_KEY, '560038');
    renderWith(<DeliverToButton />);
    await userEvent.click(screen.getByTestId('deliver-to'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery location' });
    const input = within(dialog).getByLabelText('Enter your pincode');
    await userEvent.clear(input);
    await userEvent.type(input, '744101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText("We don't deliver to 744101 yet")).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(readDeliveryLocation()?.Pincode).toBe('560038');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("shows a signed-in shopper's default address until another saved address is picked", async () => {
    renderWith(<DeliverToButton />, true);
    expect(screen.getByTestId('deliver-to').textContent).toContain('560038');
    await userEvent.click(screen.getByTestId('deliver-to'));
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first!.textContent).toContain('Default');
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(second!);
    expect(screen.getByTestId('deliver-to').textContent).toContain('110001');
    expect(readDeliveryLocation()).toEqual({ Pincode: '110001', AddressId: 2, Owner: '7' });
  });

  it("never lends one shopper's picked address to another signed in on the device", () => {
    localStorage.setItem(
      DELIVERY_LOCATION_KEY,
      JSON.stringify({ Pincode: '110001', AddressId: 2, Owner: '8' }),
    );
    let seen: unknown;
    function Probe() {
      seen = useDeliveryLocation();
      return null;
    }
    renderWith(<Probe />, true);
    expect(seen).toEqual({ Pincode: '110001', AddressId: null });
  });

  it('follows the address book when the default changes after sign-in, in state and in the stored user', async () => {
    let nextDefault = 1;
    mockApi({
      '/addresses': (_url, request) =>
        request.method === 'POST' ? home : { Addresses: [], DefaultAddressId: null },
      '/addresses/2/default': () => ({ ...office, IsDefault: true }),
      '/addresses/2': () => ({ DeletedAddressId: 2, DefaultAddressId: nextDefault }),
    });
    const store = renderWith(<DeliverToButton />, true, null);
    // a new shopper signs in with no address, then adds one: the server makes it the default
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver toPincode');
    await act(() => store.dispatch(createAddress({} as AddressInputFields)));
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver to560038');
    await waitFor(async () => {
      const stored = await readStoredUser();
      expect(stored.status === 'ok' && stored.value.defaultAddress?.Pincode).toBe('560038');
    });
    // another address made the default, then deleted: back to the first
    await act(() => store.dispatch(makeDefaultAddress(2)));
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver to110001');
    await act(() => store.dispatch(deleteAddress(2)));
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver to560038');
    expect(store.getState().user.defaultAddress?.AddressId).toBe(1);
    // the last one deleted: no default left
    nextDefault = 0;
    await act(() => store.dispatch(deleteAddress(2)));
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver toPincode');
  });

  it('keeps the pincode a guest chose before this version (the old cart key)', () => {
    localStorage.setItem('estimatePincode', '400001');
    renderWith(<DeliverToButton />);
    expect(screen.getByTestId('deliver-to').textContent).toContain('400001');
  });
});

describe('delivery check (product page and cart)', () => {
  it('asks for a pincode when none is chosen', () => {
    renderWith(<DeliveryEta />);
    expect(screen.getByTestId('delivery-eta').textContent).toContain(
      'Enter your pincode to see when it arrives',
    );
    expect(estimateCalls).toEqual([]);
  });

  it('shows the date, the place and the cut-off, once per pincode for every reader', async () => {
    localStorage.setItem(DELIVERY_LOCATION_KEY, '560038');
    renderWith(
      <>
        <DeliveryEta />
        <DeliveryEta />
      </>,
    );
    expect(screen.getAllByTestId('delivery-eta')[0]!.textContent).toContain(
      'Checking delivery to 560038',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('delivery-eta')[1]!.textContent).toContain(
        'Delivery by Thu, 26 Nov to 560038, Bengaluru · order before 6 pm',
      ),
    );
    expect(estimateCalls).toEqual(['560038']);
  });

  it('says where the store does not deliver, and changes the pincode in place', async () => {
    localStorage.setItem(DELIVERY_LOCATION_KEY, '744101');
    renderWith(<DeliveryEta />);
    const eta = screen.getByTestId('delivery-eta');
    await waitFor(() => expect(eta.textContent).toContain('Not delivered to 744101 yet'));
    await userEvent.click(within(eta).getByRole('button', { name: 'Change' }));
    const input = await screen.findByLabelText('Enter your pincode');
    await userEvent.clear(input);
    await userEvent.type(input, '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(eta.textContent).toContain('Delivery by Thu, 26 Nov'));
  });

  it('says when the check failed, and tries again', async () => {
    localStorage.setItem(DELIVERY_LOCATION_KEY, '560038');
    failNext = true;
    renderWith(<DeliveryEta />);
    const eta = screen.getByTestId('delivery-eta');
    await waitFor(() => expect(eta.textContent).toContain('Could not check delivery'));
    await userEvent.click(within(eta).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(eta.textContent).toContain('Delivery by Thu, 26 Nov'));
    expect(estimateCalls).toEqual(['560038', '560038']);
  });

  it('names the cut-off hour as shoppers say it', () => {
    expect([9, 12, 18, 23].map((h) => hourLabel(h, appT))).toEqual([
      '9 am',
      '12 noon',
      '6 pm',
      '11 pm',
    ]);
  });
});
