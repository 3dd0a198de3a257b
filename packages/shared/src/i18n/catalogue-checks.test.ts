import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf, catalogueProblems, unknownMessageIds } from './catalogue-checks';
import { CatalogueError, compileCatalogue } from './compile-catalogue';

function folder(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'catalogues-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return root;
}

const EN = {
  'cart.add': 'Add to cart',
  'cart.items': '{count, plural, one {# item} other {# items}}',
};
const HI = { 'cart.add': 'कार्ट में डालें', 'cart.items': '{count, plural, other {# सामान}}' };

describe('catalogue checks', () => {
  it('passes a complete folder', () => {
    expect(catalogueProblems(folder({ 'en/cart.json': EN, 'hi/cart.json': HI }))).toEqual([]);
  });

  it('names a Hindi text that is missing, extra, or has other placeholders', () => {
    const locales = folder({
      'en/cart.json': EN,
      'hi/cart.json': { 'cart.items': '{n} सामान', 'cart.extra': 'x' },
    });
    expect(catalogueProblems(locales)).toEqual([
      'hi/cart.json: "cart.add" missing',
      'hi/cart.json: "cart.items" has other placeholders than English',
      'hi/cart.json: "cart.extra" is not in English',
    ]);
  });

  it('reads the words of a select or plural case as text, not as placeholders', () => {
    expect(argumentsOf('{sort, select, price {Price} other {Relevance}}')).toEqual(['sort']);
    expect(argumentsOf('{count, plural, one {# item in {cart}} other {# items}}')).toEqual([
      'cart',
      'count',
    ]);
    expect(argumentsOf('Hello {name}, {n, number}')).toEqual(['n', 'name']);
    const locales = folder({
      'en/cart.json': { 'cart.sort': '{sort, select, price {Price} other {Relevance}}' },
      'hi/cart.json': { 'cart.sort': '{sort, select, price {दाम} other {प्रासंगिकता}}' },
    });
    expect(catalogueProblems(locales)).toEqual([]);
  });

  it('names a language without a namespace file', () => {
    expect(catalogueProblems(folder({ 'en/cart.json': EN }))).toEqual(['hi/cart.json: missing']);
  });

  it('finds message ids the code names that English does not have', () => {
    const src = folder({
      'locales/en/cart.json': EN,
      'locales/hi/cart.json': HI,
      'page.tsx': "t('cart.add'); t('cart.remove'); labelId: 'cart.gone'",
    });
    expect(unknownMessageIds(src, join(src, 'locales'))).toEqual([
      'page.tsx: cart.remove',
      'page.tsx: cart.gone',
    ]);
  });

  it('refuses ids outside their namespace and bad ICU', () => {
    expect(() => compileCatalogue('cart', { 'home.title': 'x' })).toThrow(CatalogueError);
    expect(() => compileCatalogue('cart', { 'cart.x': '{count, plural, one {#}' })).toThrow(
      /not valid ICU/,
    );
  });
});
