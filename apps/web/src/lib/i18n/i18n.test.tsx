import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { formatInr } from '@kirana/shared/common/money';
import { ConnectionBanner } from '../../app/shell/connection-banner';
import { renderWithStore, testI18n } from '../../app/test-utils';
import { appI18n, activateLanguage, loadNamespaces } from './index';

describe('messages in Hindi', () => {
  it('picks ICU plural forms by the language’s rules, with Indian grouping and Latin digits', () => {
    const en = testI18n('en');
    const hi = testI18n('hi');
    expect(en._('common.items', { count: 1 })).toBe('1 item');
    expect(en._('common.items', { count: 123456 })).toBe('1,23,456 items');
    expect(hi._('common.items', { count: 0 })).toBe('0 सामान');
    expect(hi._('common.items', { count: 123456 })).toBe('1,23,456 सामान');
  });

  it('keeps money Indian in both languages (₹1,23,456.00, never Devanagari digits)', () => {
    expect(formatInr(12345600)).toBe('₹1,23,456.00');
    const hi = testI18n('hi');
    expect(hi.number(123456.5)).toBe('1,23,456.5');
    expect(hi.number(12345600 / 100, { style: 'currency', currency: 'INR' })).toBe('₹1,23,456.00');
  });

  it('renders a converted component in the language of its tree', () => {
    renderWithStore(<ConnectionBanner />, { language: 'hi' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('आप ऑफ़लाइन हैं')).toBeTruthy();
    expect(screen.getByText('कृपया अपना इंटरनेट कनेक्शन जाँचें।')).toBeTruthy();
  });

  it('loads namespaces per language and switches the app’s language', async () => {
    await loadNamespaces(['common']);
    expect(appI18n._('common.offline.title')).toBe('You are offline');
    await activateLanguage('hi');
    expect(appI18n._('common.offline.title')).toBe('आप ऑफ़लाइन हैं');
    await activateLanguage('en');
    expect(appI18n._('common.offline.title')).toBe('You are offline');
  });
});
