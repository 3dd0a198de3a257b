import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../app/test-utils';
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
