import { createElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserRouter, Link } from '../../lib/router';
import { activateLanguage, appI18n, loadNamespaces } from '../../lib/i18n';
import { setAuthToken } from '../../lib/api-client';
import { mockApi } from '../../test/mock-api';
import { SHELL_NAMESPACES } from '../../app/shell/shell-namespaces';
import { adoptAccountLanguage, chooseLanguage } from './choose-language';

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

describe('the language switch and the URL', () => {
  beforeAll(() => loadNamespaces(SHELL_NAMESPACES));
  afterEach(async () => {
    cleanup();
    document.cookie = 'kirana_lang=; max-age=0; path=/';
    document.documentElement.lang = '';
    window.history.replaceState(null, '', '/');
    await activateLanguage('en');
  });
  const open = (url: string) => {
    window.history.replaceState(null, '', url);
    render(createElement(BrowserRouter, null, createElement(Link, { to: '/cart' }, 'Cart')));
  };
  const cartHref = () => screen.getByRole('link', { name: 'Cart' }).getAttribute('href');

  it('moves a /hi/ page to its English address, links following, and remembers English', async () => {
    open('/hi/aashirvaad-atta?utm_source=sms#reviews');
    expect(cartHref()).toBe('/hi/cart');
    await act(() => chooseLanguage('en', false));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/aashirvaad-atta?utm_source=sms#reviews',
    );
    expect(cartHref()).toBe('/cart');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.cookie).toContain('kirana_lang=en');
    expect(appI18n.locale).toBe('en');
  });

  it('moves an English page to its /hi/ address, the home page to /hi/', async () => {
    open('/category/atta');
    await act(() => chooseLanguage('hi', false));
    expect(window.location.pathname).toBe('/hi/category/atta');
    expect(cartHref()).toBe('/hi/cart');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('kirana_lang=hi');
    cleanup();
    open('/');
    await act(() => chooseLanguage('hi', false));
    expect(window.location.pathname).toBe('/hi/');
  });
});
