import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { getTrackedEvents, resetAnalytics } from '../../lib/analytics';
import {
  SIGNED_IN_ANSWERS,
  jsonAnswer,
  sampleAddress,
  signedInUserState,
} from '../users/user-test-kit';
import NewAddressPage from './pages/new-address-page';

function Frame() {
  return (
    <Routes>
      <Route path="/address/new/:isParamPassed?" element={<NewAddressPage />} />
      <Route path="/user/address" element={<h1>Address book</h1>} />
      <Route path="/order/checkout" element={<h1>Checkout</h1>} />
    </Routes>
  );
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (!value) continue;
    if (field.tagName === 'SELECT') await userEvent.selectOptions(field, value);
    else {
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
  }
}

const VALID = {
  'Full name': 'Asha Rao',
  'Mobile number': '9876543210',
  Pincode: '560038',
  'State or union territory': 'KA',
  'City, town or district': 'Bengaluru',
  'House, flat or building': '12, 4th Cross',
  'Street, area or locality': 'Indiranagar',
};

const render = (route = '/address/new') =>
  renderWithStore(<Frame />, { route, preloadedState: { user: signedInUserState() } });

beforeEach(() => resetAnalytics());
afterEach(() => vi.unstubAllGlobals());

describe('address form', () => {
  it('a new address starts with the signed-in mobile number (the delivery partner calls it)', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    render();
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(mobile.value).toBe('9876543210');
    // signed in by email: nothing to fill in
    const { unmount } = renderWithStore(<Frame />, {
      route: '/address/new',
      preloadedState: { user: signedInUserState({ phoneNumber: null, email: 'asha@example.in' }) },
    });
    const second = (await screen.findAllByLabelText('Mobile number'))[1] as HTMLInputElement;
    expect(second.value).toBe('');
    unmount();
  });

  it('refuses a pincode that is not in the chosen state, and empty fields', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/pincode-serviceability': { Pincode: '560038', IsServiceable: true, Message: '' },
    });
    render();
    await fill({ ...VALID, 'State or union territory': 'TN', 'Full name': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('This pincode is not in the chosen state')).toBeTruthy();
    expect(screen.getByText('Name needs at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('checks the pincode on blur: "We don\'t deliver to 744101 yet", its state filled, and stops there', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/pincode-serviceability': (url: URL) =>
        jsonAnswer(200, {
          Pincode: url.searchParams.get('pincode'),
          IsServiceable: false,
          Message: `We don't deliver to ${url.searchParams.get('pincode')} yet`,
          Place: 'Andaman and Nicobar Islands',
          State: 'AN',
        }),
    });
    render();
    // a state chosen before the pincode is put right by it (744 is the islands, not Bengal's 74)
    await userEvent.selectOptions(screen.getByLabelText('State or union territory'), 'WB');
    await userEvent.type(screen.getByLabelText('Pincode'), '744101');
    await userEvent.tab();
    expect(await screen.findByText("We don't deliver to 744101 yet")).toBeTruthy();
    expect((screen.getByLabelText('State or union territory') as HTMLSelectElement).value).toBe(
      'AN',
    );
    // the rest filled in, saving stops at the pincode instead of failing on the server
    await fill({ ...VALID, Pincode: '', 'State or union territory': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Pincode'));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("fills the city from a served pincode's area when it is empty", async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/pincode-serviceability': {
        Pincode: '400001',
        IsServiceable: true,
        Message: 'We deliver to 400001',
        Place: 'Mumbai',
        State: 'MH',
      },
    });
    render();
    await userEvent.type(screen.getByLabelText('Pincode'), '400001');
    await userEvent.tab();
    expect(await screen.findByText('We deliver to 400001')).toBeTruthy();
    expect((screen.getByLabelText('City, town or district') as HTMLInputElement).value).toBe(
      'Mumbai',
    );
    expect((screen.getByLabelText('State or union territory') as HTMLSelectElement).value).toBe(
      'MH',
    );
  });

  it('saves, records add_address and returns to checkout when the parameter is there', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/pincode-serviceability': { Pincode: '560038', IsServiceable: true, Message: '' },
      '/addresses': () => jsonAnswer(201, sampleAddress()),
    });
    const { store } = render('/address/new/true');
    await fill({ ...VALID, 'Mobile number': '+91 98765-43210' });
    await userEvent.click(screen.getByRole('radio', { name: 'Work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      Name: 'Asha Rao',
      Mobile: '9876543210',
      Pincode: '560038',
      State: 'KA',
      City: 'Bengaluru',
      House: '12, 4th Cross',
      Street: 'Indiranagar',
      AddressType: 'work',
      IsDefault: false,
    });
    expect(getTrackedEvents().some((e) => e.event === 'add_address')).toBe(true);
    expect(store.getState().address.newAddress?.AddressId).toBe(1);
  });

  it("shows the server's 400 field errors next to the fields", async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/pincode-serviceability': { Pincode: '560038', IsServiceable: true, Message: '' },
      '/addresses': () =>
        jsonAnswer(400, {
          Message: 'Invalid body.City',
          Code: 'VALIDATION_FAILED',
          Fields: [{ Field: 'body.City', Message: 'City is not known' }],
        }),
    });
    render();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('City is not known')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('City, town or district').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
  });

  it('asks a guest to sign in', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<Frame />, { route: '/address/new' });
    expect(await screen.findByText('Sign in to add an address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Faddress%2Fnew',
    );
  });

  it('reads in Hindi: labels, type chips and what is wrong with a field', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<Frame />, {
      route: '/address/new',
      preloadedState: { user: signedInUserState() },
      language: 'hi',
    });
    expect(await screen.findByRole('heading', { name: 'डिलीवरी का पता जोड़ें' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('पूरा नाम'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('नाम में कम से कम 2 अक्षर होने चाहिए')).toBeTruthy();
    expect(screen.getByText('सही 6 अंकों का पिनकोड डालें')).toBeTruthy();
    expect(screen.getByText('राज्य चुनें')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'घर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
