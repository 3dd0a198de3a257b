// The console's language switch: the shell (navigation, header, sign-out) in Hindi after the
// switch, <html lang> following it, the choice remembered for that staff member only.
import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, renderInConsole } from '../console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { ConsoleLayout } from './console-layout';

const renderShell = () =>
  renderInConsole(
    <Routes>
      <Route path="/" element={<ConsoleLayout />}>
        <Route index element={<p>page</p>} />
      </Route>
    </Routes>,
  );

describe('console language switch', () => {
  it('shows the shell in English, then in Hindi after the switch, and remembers it for this staff member', async () => {
    mockApi({ '/admin/me': meOf('owner') });
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    // one switch in the bar (wide screens) and one in the menu (phones); CSS shows one of them
    const [barSwitch] = screen.getAllByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(barSwitch!, 'hi');

    const hindiNav = await screen.findByRole('navigation', { name: 'कंसोल' });
    expect(within(hindiNav).getByRole('link', { name: 'डैशबोर्ड' })).toBeTruthy();
    expect(within(hindiNav).getByRole('link', { name: 'ऑर्डर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    expect(screen.getByText('मालिक')).toBeTruthy();
    expect(screen.getByText('Meera Nair के रूप में साइन इन')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('kirana.console.language.1')).toBe('hi');
  });

  it('opens in the language this staff member chose, not another one’s', async () => {
    localStorage.setItem('kirana.console.language.1', 'hi');
    localStorage.setItem('kirana.console.language.2', 'en');
    mockApi({ '/admin/me': meOf('owner') });
    renderShell();
    expect(await screen.findByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    const switches = screen.getAllByRole('combobox', { name: 'भाषा' }) as HTMLSelectElement[];
    expect(switches.map((s) => s.value)).toEqual(['hi', 'hi']);
  });

  it('switches back to English for a staff member who chose it, whatever the last one used', async () => {
    localStorage.setItem('kirana.console.language', 'hi');
    await activateLanguage('hi'); // the sign-in page opened in the last language used
    localStorage.setItem('kirana.console.language.1', 'en');
    mockApi({ '/admin/me': meOf('owner') });
    renderShell();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
