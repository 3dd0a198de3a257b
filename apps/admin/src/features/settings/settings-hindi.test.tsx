// The settings page in Hindi: tabs, cards, labels, the console's own check and the saved state
// come from the catalogue (settings.json).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { openSettings } from './settings-test-kit';

describe('settings in Hindi', () => {
  it('words the tabs and the COD card in Hindi, checks in Hindi and says it saved in Hindi', async () => {
    await activateLanguage('hi');
    const sent = openSettings('cod', '/admin/settings/cod');
    const cod = await screen.findByRole('region', { name: 'कैश ऑन डिलीवरी' });
    const tabs = screen.getByRole('navigation', { name: 'सेटिंग्स' });
    expect(within(tabs).getByRole('link', { name: 'डिलीवरी और फ़ीस' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'भुगतान' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'हर ग्राहक के बकाया ऑर्डर' })).toBeTruthy();

    const fee = within(cod).getByLabelText('COD फ़ीस (₹, GST सहित)');
    await userEvent.type(fee, 'x');
    await userEvent.click(within(cod).getByRole('button', { name: 'सेव करें' }));
    expect(await within(cod).findByText('रकम रुपयों में लिखें, जैसे 499 या 49.50')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(fee);
    await userEvent.type(fee, '30');
    await userEvent.click(within(cod).getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('सेव हो गया। स्टोर पर अब यही दिखेगा।')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('words the delivery methods and their own check in Hindi', async () => {
    await activateLanguage('hi');
    openSettings('delivery', '/admin/settings/delivery');
    const methods = await screen.findByRole('region', { name: 'डिलीवरी के तरीके' });
    expect(within(methods).getByLabelText('Standard उपलब्ध')).toBeTruthy();
    await userEvent.clear(within(methods).getByLabelText('फ़ीस (₹)'));
    await userEvent.click(within(methods).getByRole('button', { name: 'सेव करें' }));
    expect(await within(methods).findByText('Standard: फ़ीस रुपयों में लिखें (फ़्री के लिए 0)')).toBeTruthy();
  });
});
