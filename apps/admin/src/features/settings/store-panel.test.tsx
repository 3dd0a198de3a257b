import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings, SETTINGS } from './settings-test-kit';

const card = () => screen.findByRole('region', { name: 'Store details' });

describe('the store details', () => {
  it('names a GSTIN that is not one in the API’s words, and sends nothing', async () => {
    const sent = openSettings('store', '/admin/settings/store');
    const store = await card();
    await userEvent.clear(within(store).getByLabelText('GSTIN'));
    await userEvent.type(within(store).getByLabelText('GSTIN'), '29ABC');
    await userEvent.click(within(store).getByRole('button', { name: 'Save' }));
    const message = 'A GSTIN is 15 characters, like 29ABCDE1234F1Z5';
    expect(await within(store).findByText(message)).toBeTruthy();
    expect(within(store).getByText(`Invalid body.Gstin: body.Gstin: ${message}`)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a WhatsApp number that is no Indian mobile beside the field, and sends one written with +91 (the server keeps its 10 digits)', async () => {
    const sent = openSettings('store', '/admin/settings/store');
    const store = await card();
    const field = within(store).getByLabelText('WhatsApp number');
    await userEvent.type(field, '12345');
    await userEvent.click(within(store).getByRole('button', { name: 'Save' }));
    expect(
      await within(store).findByText('Enter a 10-digit Indian mobile, or leave it empty'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '+91 98765 43210');
    await userEvent.click(within(store).getByRole('button', { name: 'Save' }));
    const { LogoUrl: _logo, ...details } = SETTINGS.Store;
    await expect.poll(() => sent).toEqual([{ ...details, WhatsAppNumber: '+91 98765 43210' }]);
  });

  it('sends the details as typed, the social links kept', async () => {
    const sent = openSettings('store', '/admin/settings/store');
    const store = await card();
    await userEvent.clear(within(store).getByLabelText('Tagline'));
    await userEvent.type(within(store).getByLabelText('Tagline'), 'Fresh every morning');
    await userEvent.selectOptions(within(store).getByLabelText('State'), 'TN');
    await userEvent.click(within(store).getByRole('button', { name: 'Save' }));
    const { LogoUrl: _logo, ...details } = SETTINGS.Store;
    await expect
      .poll(() => sent)
      .toEqual([{ ...details, Tagline: 'Fresh every morning', StoreState: 'TN' }]);
  });
});
