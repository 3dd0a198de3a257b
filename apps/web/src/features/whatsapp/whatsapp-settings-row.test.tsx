import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WhatsAppConsent } from '@kirana/shared';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { jsonAnswer, signedInUserState } from '../users/user-test-kit';
import { WhatsAppOptIn } from './components/whatsapp-opt-in';
import { WhatsAppSettingsRow } from './components/whatsapp-settings-row';

const OFF: WhatsAppConsent = {
  OptedIn: false,
  OptedInAt: null,
  PhoneNumber: null,
  Available: true,
};
const ON: WhatsAppConsent = {
  OptedIn: true,
  OptedInAt: '2026-11-29T06:30:00.000Z',
  PhoneNumber: '9876543210',
  Available: true,
};

const renderRow = () =>
  renderWithStore(<WhatsAppSettingsRow />, { preloadedState: { user: signedInUserState() } });

describe('Settings: order updates on WhatsApp', () => {
  it('opts in to the account’s mobile and shows the time of consent (India time), then out', async () => {
    const requests = mockApi({
      '/profile/whatsapp': (_url, request) =>
        request.method === 'PUT'
          ? (request.body as { OptedIn: boolean }).OptedIn
            ? ON
            : OFF
          : OFF,
    });
    renderRow();
    expect(screen.getByRole('status', { name: 'Loading your WhatsApp updates' })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'Updates on WhatsApp to 98xxxxxx10' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('You agreed on 29 Nov 2026, 12:00 pm.')).toBeTruthy();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const puts = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(puts).toEqual([{ OptedIn: true }, { OptedIn: false }]);
  });

  it('shows why a change was refused, and an error with a retry when it cannot be read', async () => {
    let reads = 0;
    mockApi({
      '/profile/whatsapp': (_url, request) => {
        if (request.method === 'PUT')
          return jsonAnswer(409, {
            Code: 'MOBILE_REQUIRED',
            Message: 'Add your mobile number first',
          });
        reads += 1;
        return reads === 1 ? jsonAnswer(500, { Code: 'INTERNAL', Message: 'Server error' }) : OFF;
      },
    });
    renderRow();
    expect(await screen.findByText('Could not load your WhatsApp updates')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    await userEvent.click(await screen.findByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Add your mobile number first',
    );
  });

  it('says nothing while the store sends no WhatsApp updates, or while signed out', async () => {
    mockApi({ '/profile/whatsapp': { ...OFF, Available: false } });
    const { container } = renderRow();
    expect(screen.getByRole('status', { name: 'Loading your WhatsApp updates' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.textContent).toBe('');
    const signedOut = renderWithStore(<WhatsAppSettingsRow />);
    expect(signedOut.container.textContent).toBe('');
  });
});

describe('WhatsApp updates in Hindi', () => {
  it('the checkout tick and the settings row speak Hindi, the mobile masked as before', async () => {
    mockApi({ '/profile/whatsapp': { ...OFF, PhoneNumber: '9876543210' } });
    renderWithStore(
      <>
        <WhatsAppOptIn checked={false} onChange={() => undefined} />
        <WhatsAppSettingsRow />
      </>,
      { preloadedState: { user: signedInUserState() }, language: 'hi' },
    );
    expect(
      await screen.findByRole('checkbox', { name: 'ऑर्डर के अपडेट 98xxxxxx10 पर WhatsApp पर भेजें' }),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: '98xxxxxx10 पर WhatsApp अपडेट' })).toBeTruthy();
    expect(document.body.textContent).toContain('आपके अकाउंट में सेव रहती है');
  });
});
