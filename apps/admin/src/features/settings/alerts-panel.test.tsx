import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffAlertSettings } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import SettingsPage from './settings-page';
import { SETTINGS, PAYMENTS } from './settings-test-kit';

const SAVED: StaffAlertSettings = {
  AlertEmail: 'owner@shop.in',
  AlertMobile: '9876543210',
  NewOrderMessages: true,
  LowStockThreshold: 5,
  AlertLanguage: 'en',
};

describe('the staff alerts’ language', () => {
  it('shows the saved language and sends the one picked with the other alert settings', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'GET /admin/settings': SETTINGS,
      'GET /admin/payment-settings': PAYMENTS,
      'GET /admin/settings/alerts': SAVED,
      'PUT /admin/settings/alerts': async (req: Request) => {
        const body: unknown = await req.json();
        sent.push(body);
        return body;
      },
    });
    renderInConsole(
      <Routes>
        <Route path="/settings/:tab" element={<SettingsPage />} />
      </Routes>,
      { route: '/settings/alerts' },
    );
    const card = await screen.findByRole('region', { name: 'New orders and low stock' });
    const language = within(card).getByLabelText<HTMLSelectElement>('Language of the alerts');
    expect(language.value).toBe('en');
    expect(within(language).getByRole('option', { name: 'हिन्दी' })).toBeTruthy();
    await userEvent.selectOptions(language, 'hi');
    await userEvent.click(within(card).getByRole('button', { name: 'Save alerts' }));
    await expect.poll(() => sent).toEqual([{ ...SAVED, AlertLanguage: 'hi' }]);
  });
});
