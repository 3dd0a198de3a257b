import { describe, expect, it } from 'vitest';
import {
  intlLocale,
  isLanguage,
  languageFromAcceptLanguage,
  languageFromCookie,
} from './languages';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['ta-IN,ta;q=0.9,hi;q=0.5', 'hi'],
    ['fr, de;q=0.5', 'en'],
    ['en;q=0.2, hi;q=0.7', 'hi'],
    ['hi;q=0, en', 'en'],
    ['HI', 'hi'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('isLanguage', () => {
  it('knows the store languages and nothing else', () => {
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ta')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('languageFromCookie', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['kirana_lang=hi', 'hi'],
    ['a=1; kirana_lang=en; b=2', 'en'],
    ['kirana_lang=fr', null],
    ['not_kirana_lang=hi', null],
    ['kirana_lang=hi%00', null],
  ])('%s → %s', (cookie, expected) => {
    expect(languageFromCookie(cookie)).toBe(expected);
  });
});

describe('intlLocale', () => {
  it('formats Hindi numbers with Indian grouping and Latin digits', () => {
    expect(new Intl.NumberFormat(intlLocale('hi')).format(1234567.5)).toBe('12,34,567.5');
    expect(new Intl.NumberFormat(intlLocale('en')).format(1234567.5)).toBe('12,34,567.5');
  });
});
