import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings } from './settings-test-kit';

const card = () => screen.findByRole('region', { name: 'Unpaid orders per shopper' });

describe('the unpaid-order limits', () => {
  it('refuses what is not a whole number in its own words, and sends nothing', async () => {
    const sent = openSettings('cod', '/admin/settings/unpaid-orders');
    const limits = await card();
    await userEvent.type(within(limits).getByLabelText('Unpaid orders at a time'), '.5');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('Enter whole numbers, like 5 or 50')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('names a limit out of range in plain words, and sends nothing', async () => {
    const sent = openSettings('cod', '/admin/settings/unpaid-orders');
    const limits = await card();
    await userEvent.clear(within(limits).getByLabelText('Unpaid orders at a time'));
    await userEvent.type(within(limits).getByLabelText('Unpaid orders at a time'), '0');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('Enter a whole number, 1 or more')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the limits as numbers', async () => {
    const sent = openSettings('cod', '/admin/settings/unpaid-orders');
    const limits = await card();
    await userEvent.clear(within(limits).getByLabelText('Items in them together'));
    await userEvent.type(within(limits).getByLabelText('Items in them together'), '250');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual([{ MaxUnpaidOrders: 10, MaxUnpaidUnits: 250 }]);
  });
});
