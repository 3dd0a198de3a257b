import { screen } from '@testing-library/react';
import type { WhatsAppConsent } from '@kirana/shared';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { signedInUserState } from '../../users/user-test-kit';
import { THEME_KEY } from '../../../lib/theme';
import { NOTICE_SOUND_KEY, NOTICE_VIBRATION_KEY } from '../../../lib/notice-settings';
import SettingsPage from './settings-page';
import { ThemeToggle } from '../../../app/shell/theme-toggle';

describe('settings', () => {
  it('the theme switch applies data-theme and persists the choice', async () => {
    renderWithStore(
      <>
        <ThemeToggle />
        <SettingsPage />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('notification sound and vibration are saved in localStorage', async () => {
    renderWithStore(<SettingsPage />);
    const sound = screen.getByRole('switch', { name: 'Notification sound' });
    expect(sound.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(sound);
    expect(sound.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem(NOTICE_SOUND_KEY)).toBe('off');
    await userEvent.click(screen.getByRole('switch', { name: 'Vibration' }));
    expect(localStorage.getItem(NOTICE_VIBRATION_KEY)).toBe('off');
  });
});

const CONSENT: WhatsAppConsent = {
  OptedIn: true,
  OptedInAt: '2026-11-29T06:30:00.000Z',
  PhoneNumber: '9876543210',
  Available: true,
};

describe('where each setting is kept', () => {
  it('says "this browser" for the theme, sound and vibration, "your account" for WhatsApp', async () => {
    mockApi({ '/profile/whatsapp': CONSENT });
    renderWithStore(<SettingsPage />, { preloadedState: { user: signedInUserState() } });
    const whatsApp = await screen.findByRole('switch', {
      name: 'Updates on WhatsApp to 98xxxxxx10',
    });
    expect(whatsApp.getAttribute('aria-describedby')).toBeTruthy();
    const description = (control: HTMLElement) =>
      document.getElementById(control.getAttribute('aria-describedby')!)!.textContent;
    expect(description(whatsApp)).toContain('Kept with your account');
    expect(description(screen.getByRole('switch', { name: 'Notification sound' }))).toContain(
      'Saved in this browser',
    );
    expect(description(screen.getByRole('switch', { name: 'Vibration' }))).toContain(
      'Saved in this browser',
    );
    expect(screen.getByText(/light or dark setting\. Saved in this browser\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/browser only/);
  });

  it('draws the settings in Hindi, with the consent time in Hindi and India’s time', async () => {
    mockApi({ '/profile/whatsapp': CONSENT });
    renderWithStore(<SettingsPage />, {
      preloadedState: { user: signedInUserState() },
      language: 'hi',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'डार्क' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'नोटिफ़िकेशन की आवाज़' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'ऑर्डर अपडेट' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: '98xxxxxx10 पर WhatsApp अपडेट' })).toBeTruthy();
    expect(screen.getByText(/^आपने 29 नव॰ 2026, 12:00 .* को सहमति दी।$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऐप इंस्टॉल करें' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Settings|Notification|Vibration|Install/);
  });
});
