import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { ConnectionBanner } from '../../../app/shell/connection-banner';
import { activateLanguage, appI18n, I18nProvider, loadNamespaces } from '../../../lib/i18n';
import { SHELL_NAMESPACES } from '../../../app/shell/shell-namespaces';
import { setAuthToken } from '../../../lib/api-client';
import { mockApi } from '../../../test/mock-api';
import { signedInUserState } from '../user-test-kit';
import { LanguagePicker } from './language-picker';

// the app's own instance, as in the browser: the picker switches it
function renderApp(signedIn: boolean) {
  const store = makeStore(signedIn ? { user: signedInUserState() } : undefined);
  return render(
    <Provider store={store}>
      <I18nProvider i18n={appI18n}>
        <LanguagePicker />
        <ConnectionBanner />
      </I18nProvider>
    </Provider>,
  );
}

describe('the language picker', () => {
  // as main.tsx does before the first render
  beforeAll(() => loadNamespaces(SHELL_NAMESPACES));
  afterEach(async () => {
    setAuthToken(null);
    document.cookie = 'kirana_lang=; max-age=0; path=/';
    document.documentElement.lang = '';
    await activateLanguage('en');
  });

  it('lists each language in its own script and switches the page, <html lang> and the cookie', async () => {
    const seen = mockApi({});
    renderApp(false);
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect([...select.options].map((o) => o.text)).toEqual(['English', 'हिन्दी']);
    await userEvent.selectOptions(select, 'hi');
    await waitFor(() => expect(screen.getByLabelText('भाषा')).toBeTruthy());
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('kirana_lang=hi');
    // later calls ask the API for Hindi; a signed-out choice is not sent to any account
    expect(seen.filter((r) => r.url === '/api/profile/language')).toEqual([]);
    await userEvent.selectOptions(select, 'en');
    await waitFor(() => expect(screen.getByLabelText('Language')).toBeTruthy());
    expect(document.cookie).toContain('kirana_lang=en');
  });

  it('keeps a signed-in shopper’s choice on the account, and the API is then asked in it', async () => {
    const seen = mockApi({
      '/profile/language': (_url: URL, req: { body: unknown }) => req.body,
      '/cache-state': { State: 'v1' },
    });
    setAuthToken('tok-123');
    renderApp(true);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi');
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/api/profile/language')).toMatchObject({
        method: 'PUT',
        body: { Language: 'hi' },
        headers: { authorization: 'Bearer tok-123', 'accept-language': 'hi' },
      }),
    );
  });
});
