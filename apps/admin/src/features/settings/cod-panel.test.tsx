import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings } from './settings-test-kit';

const card = () => screen.findByRole('region', { name: 'Cash on delivery' });

describe('the cash-on-delivery settings', () => {
  it('refuses an amount that is not one in its own words, and sends nothing', async () => {
    const sent = openSettings('cod', '/admin/settings/cod');
    const cod = await card();
    await userEvent.type(within(cod).getByLabelText('COD fee (₹, GST included)'), 'x');
    await userEvent.click(within(cod).getByRole('button', { name: 'Save' }));
    expect(await within(cod).findByText('Enter amounts in rupees, like 499 or 49.50')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('names a largest order below the smallest in the API’s words, and sends nothing', async () => {
    const sent = openSettings('cod', '/admin/settings/cod');
    const cod = await card();
    await userEvent.type(within(cod).getByLabelText('Smallest order (₹)'), '6000');
    await userEvent.click(within(cod).getByRole('button', { name: 'Save' }));
    const message = 'The maximum must be above the minimum';
    expect(await within(cod).findByText(message)).toBeTruthy();
    expect(
      within(cod).getByText(`Invalid body.MaxOrderValue: body.MaxOrderValue: ${message}`),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the amounts in paise and says it saved', async () => {
    const sent = openSettings('cod', '/admin/settings/cod');
    const cod = await card();
    await userEvent.type(within(cod).getByLabelText('Smallest order (₹)'), '199.50');
    await userEvent.clear(within(cod).getByLabelText('COD fee (₹, GST included)'));
    await userEvent.click(within(cod).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The store shows it now.')).toBeTruthy();
    expect(sent).toEqual([
      { IsEnabled: true, MinOrderValue: 19950, MaxOrderValue: 500000, Fee: 0 },
    ]);
  });
});
