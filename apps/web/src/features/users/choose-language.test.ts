import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, appI18n, loadNamespaces } from '../../lib/i18n';
import { setAuthToken } from '../../lib/api-client';
import { mockApi } from '../../test/mock-api';
import { SHELL_NAMESPACES } from '../../app/shell/shell-namespaces';
import { adoptAccountLanguage } from './choose-language';

describe('the account’s language at sign-in', () => {
  beforeAll(() => loadNamespaces(SHELL_NAMESPACES));
  afterEach(async () => {
    setAuthToken(null);
    document.cookie = 'kirana_lang=; max-age=0; path=/';
    document.documentElement.lang = '';
    await activateLanguage('en');
  });

  it('switches the page to the language on the account', async () => {
    mockApi({ '/profile/language': { Language: 'hi' } });
    setAuthToken('tok-123');
    await adoptAccountLanguage();
    expect(appI18n.locale).toBe('hi');
    expect(appI18n._('common.language')).toBe('भाषा');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('kirana_lang=hi');
  });

  it('gives an account without one the choice this browser remembers', async () => {
    document.cookie = 'kirana_lang=hi; path=/';
    const seen = mockApi({
      '/profile/language': (_url: URL, req: { method: string; body: unknown }) =>
        req.method === 'PUT' ? req.body : { Language: null },
    });
    setAuthToken('tok-123');
    await adoptAccountLanguage();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ Language: 'hi' }]);
  });

  it('leaves the page as it is when the account cannot be asked', async () => {
    mockApi({});
    await adoptAccountLanguage();
    expect(appI18n.locale).toBe('en');
  });
});
