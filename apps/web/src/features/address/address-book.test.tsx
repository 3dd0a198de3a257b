import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import {
  SIGNED_IN_ANSWERS,
  jsonAnswer,
  sampleAddress,
  signedInUserState,
} from '../users/user-test-kit';

const HOME = sampleAddress();
const WORK = sampleAddress({
  AddressId: 2,
  Name: 'Ravi Kumar',
  AddressType: 'work',
  IsDefault: false,
  UpdatedAt: '2026-11-02T10:00:00.000Z',
});

const render = (route: string) =>
  renderWithStore(<AppContent />, {
    route,
    preloadedState: { user: signedInUserState() },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('address book', () => {
  it('lists the addresses, the default badged first', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': { Addresses: [HOME, WORK], DefaultAddressId: 1 },
    });
    render('/user/address');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Default')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Add new address' })[0]!.getAttribute('href')).toBe(
      '/address/new',
    );
  });

  it('sets another address as the default', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': { Addresses: [HOME, WORK], DefaultAddressId: 1 },
      '/addresses/2/default': { ...WORK, IsDefault: true },
    });
    const { store } = render('/user/address');
    await userEvent.click(
      await screen.findByRole('button', { name: "Set Ravi Kumar's address as default" }),
    );
    await waitFor(() => expect(store.getState().address.addressList[0]!.AddressId).toBe(2));
    expect(store.getState().address.addressList.map((a) => a.IsDefault)).toEqual([true, false]);
    const call = requests.find((r) => r.url === '/api/addresses/2/default');
    expect(call?.method).toBe('POST');
  });

  it('deletes after confirmation', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': { Addresses: [HOME, WORK], DefaultAddressId: 1 },
      '/addresses/1': { Message: 'Deleted', DeletedAddressId: 1, DefaultAddressId: 2 },
    });
    const { store } = render('/user/address');
    await userEvent.click(await screen.findByRole('button', { name: "Delete Asha Rao's address" }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(store.getState().address.addressList).toMatchObject([{ AddressId: 2, IsDefault: true }]);
    const call = requests.find((r) => r.url === '/api/addresses/1');
    expect(call?.method).toBe('DELETE');
  });

  it('edit opens the update route with the address filled in, and saves it', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': { Addresses: [HOME, WORK], DefaultAddressId: 1 },
      '/addresses/2': { ...WORK, City: 'Mysuru' },
    });
    const { store } = render('/user/address');
    await userEvent.click(await screen.findByRole('button', { name: "Edit Ravi Kumar's address" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
    expect(store.getState().address.addressIdToUpdateAddress).toBe(2);
    const city = screen.getByLabelText('City, town or district') as HTMLInputElement;
    expect(city.value).toBe('Bengaluru');
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My addresses' })).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ City: 'Mysuru', Pincode: '560038' });
    expect(store.getState().address.addressIdToUpdateAddress).toBeNull();
  });

  it('a reload of the edit page (/address/update/false) keeps the address being edited', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': { Addresses: [HOME, WORK], DefaultAddressId: 1 },
    });
    const first = render('/user/address');
    // the whole app renders here: allow a busy machine longer than the default second
    const edit = { name: "Edit Ravi Kumar's address" };
    await userEvent.click(await screen.findByRole('button', edit, { timeout: 5000 }));
    await screen.findByRole('heading', { level: 1, name: 'Edit address' });
    first.unmount();
    // the reload: a new store, at the same address
    const { store } = render('/address/update/false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
    expect(store.getState().address.addressIdToUpdateAddress).toBe(2);
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ravi Kumar'),
    );
    // leaving forgets it: the route then goes back to the list
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My addresses' })).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  }, 30_000);

  it('shows the empty state, and an error state with a retry', async () => {
    let fail = true;
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/addresses': () =>
        fail
          ? jsonAnswer(500, { Message: 'Database unavailable', Code: 'INTERNAL' })
          : jsonAnswer(200, { Addresses: [], DefaultAddressId: null }),
    });
    render('/user/address');
    expect(await screen.findByText('We could not load your addresses')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Please try again' }));
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
  });
});
