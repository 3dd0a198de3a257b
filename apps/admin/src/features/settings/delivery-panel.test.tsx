import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings, SETTINGS } from './settings-test-kit';

const methodsCard = () => screen.findByRole('region', { name: 'Delivery methods' });
const feeCard = () => screen.findByRole('region', { name: 'Platform fee' });
const save = (card: HTMLElement) =>
  userEvent.click(within(card).getByRole('button', { name: 'Save' }));

describe('the delivery methods and fees', () => {
  it('refuses a fee that is not an amount in its own words, and sends nothing', async () => {
    const sent = openSettings('delivery', '/admin/settings/delivery');
    const methods = await methodsCard();
    await userEvent.clear(within(methods).getByLabelText('Fee (₹)'));
    await save(methods);
    expect(
      await within(methods).findByText('Standard: enter the fee in rupees (0 for free)'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('names the API’s rules beside a field and in the save bar, and sends nothing', async () => {
    const sent = openSettings('delivery', '/admin/settings/delivery');
    const methods = await methodsCard();
    await userEvent.clear(within(methods).getByLabelText('Latest day'));
    await userEvent.type(within(methods).getByLabelText('Latest day'), '1');
    await save(methods);
    expect(
      await within(methods).findByText('The latest day cannot come before the earliest'),
    ).toBeTruthy();
    await userEvent.type(within(methods).getByLabelText('Latest day'), '0');
    await userEvent.click(within(methods).getByLabelText('Standard offered'));
    await save(methods);
    expect(await within(methods).findByText('Keep at least one delivery method on')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the methods with amounts in paise and days as numbers', async () => {
    const sent = openSettings('delivery', '/admin/settings/delivery');
    const methods = await methodsCard();
    await userEvent.clear(within(methods).getByLabelText('Free from (₹)'));
    await userEvent.clear(within(methods).getByLabelText('Fee (₹)'));
    await userEvent.type(within(methods).getByLabelText('Fee (₹)'), '39.50');
    await save(methods);
    await expect
      .poll(() => sent)
      .toEqual([
        {
          Methods: [
            {
              DeliveryMethodId: 'standard',
              Name: 'Standard',
              Description: 'In 2 to 4 days',
              EtaDaysMin: 2,
              EtaDaysMax: 4,
              IsEnabled: true,
              Fee: 3950,
              FreeAbove: null,
            },
          ],
        },
      ]);
  });
});

describe('the platform fee', () => {
  it('refuses a fee that is not an amount in its own words, and sends nothing', async () => {
    const sent = openSettings('delivery', '/admin/settings/platform-fee');
    const fee = await feeCard();
    await userEvent.clear(within(fee).getByLabelText('Fee (₹, GST included)'));
    await save(fee);
    expect(await within(fee).findByText('Enter the fee in rupees')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the fee in paise and the GST rate as a number', async () => {
    const sent = openSettings('delivery', '/admin/settings/platform-fee');
    const fee = await feeCard();
    await userEvent.selectOptions(within(fee).getByLabelText('GST rate'), '5');
    await save(fee);
    await expect
      .poll(() => sent)
      .toEqual([{ IsEnabled: true, Name: 'Platform fee', Description: '', Fee: 500, GstRate: 5 }]);
  });

  it('offers the GST slabs 0, 5, 18 and 40 %, not 12 or 28', async () => {
    openSettings('delivery', '/admin/settings/platform-fee');
    const fee = await feeCard();
    const rate = within(fee).getByLabelText('GST rate') as HTMLSelectElement;
    expect([...rate.options].map((o) => o.textContent)).toEqual(['0%', '5%', '18%', '40%']);
    expect(rate.value).toBe('18');
  });

  it('shows a fee kept at 28 % as it is, and refuses to save it until another rate is chosen', async () => {
    const sent = openSettings('delivery', '/admin/settings/platform-fee', {
      ...SETTINGS,
      PlatformFee: { ...SETTINGS.PlatformFee, GstRate: 28 },
    });
    const fee = await feeCard();
    const rate = within(fee).getByLabelText('GST rate') as HTMLSelectElement;
    expect(rate.value).toBe('28');
    expect(rate.selectedOptions[0]?.textContent).toBe('28% (old rate, choose another)');
    await save(fee);
    expect(
      await within(fee).findByText(
        '28% is no longer a GST slab (since 22 September 2025): choose 0, 5, 18 or 40% (fees are normally 18%)',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.selectOptions(rate, '18');
    await save(fee);
    await expect.poll(() => sent).toEqual([{ ...SETTINGS.PlatformFee, GstRate: 18 }]);
  });
});
