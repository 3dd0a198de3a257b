import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeTestStore, mockApi } from '../cart/cart-test-kit';
import { anAddress } from '../checkout/checkout-test-kit';
import { userSlice } from '../user';
import { DeliverToButton } from './components/deliver-to-button';
import { DeliveryEta, hourLabel } from './components/delivery-eta';
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

function renderWith(ui: React.ReactNode, signedIn = false) {
  const base = makeTestStore();
  const store = makeTestStore(
    signedIn
      ? {
          user: {
            ...userSlice.getInitialState(),
            isAuthenticated: true,
            token: 't',
            userId: '7',
            defaultAddress: home,
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
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('deliver-to').textContent).toContain('Deliver to560038');
    expect(JSON.parse(localStorage.getItem(DELIVERY_LOCATION_KEY)!)).toEqual({
      Pincode: '560038',
      AddressId: null,
      Owner: null,
    });
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
    expect([9, 12, 18, 23].map(hourLabel)).toEqual(['9 am', '12 noon', '6 pm', '11 pm']);
  });
});
