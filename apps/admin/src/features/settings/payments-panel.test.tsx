import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings } from './settings-test-kit';

const card = () => screen.findByRole('region', { name: 'Payment methods' });

describe('the payment settings', () => {
  it('refuses a limit that is not an amount in its own words, and sends nothing', async () => {
    const sent = openSettings('payments', '/admin/payment-settings');
    const payments = await card();
    await userEvent.type(within(payments).getByLabelText('Largest order (₹)'), 'lots');
    await userEvent.click(within(payments).getByRole('button', { name: 'Save' }));
    expect(await within(payments).findByText('Pay online: enter the limit in rupees')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('names an empty name in plain words, and sends nothing', async () => {
    const sent = openSettings('payments', '/admin/payment-settings');
    const payments = await card();
    await userEvent.clear(within(payments).getByLabelText('Name'));
    await userEvent.click(within(payments).getByRole('button', { name: 'Save' }));
    expect(
      await within(payments).findByText(
        'Invalid body.Methods.0.Name: body.Methods.0.Name: Fill this in',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the methods without whether they are set up, the limit in paise', async () => {
    const sent = openSettings('payments', '/admin/payment-settings');
    const payments = await card();
    await userEvent.type(within(payments).getByLabelText('Largest order (₹)'), '20000');
    await userEvent.click(within(payments).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          Methods: [
            {
              PaymentMethodId: 'razorpay',
              Name: 'Pay online',
              Description: 'UPI, cards and net banking',
              IsEnabled: true,
              MaxOrderValue: 2000000,
            },
          ],
        },
      ]);
  });
});
