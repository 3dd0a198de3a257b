import { describe, expect, it } from 'vitest';
import { fitUnderPageTitle } from './fit-under-page-title';

describe('fitUnderPageTitle', () => {
  it('removes a first heading that repeats the page title and lifts the rest to start at h2', () => {
    expect(
      fitUnderPageTitle(
        '<h2>Privacy policy</h2><p>x</p><h3>What we collect</h3><h4>Cookies</h4>',
        'Privacy Policy',
      ),
    ).toBe('<p>x</p><h2>What we collect</h2><h3>Cookies</h3>');
  });

  it('keeps other headings, and never leaves an h1 in the content', () => {
    expect(fitUnderPageTitle('<h2>Who we are</h2><p>x</p>', 'About us')).toBe(
      '<h2>Who we are</h2><p>x</p>',
    );
    expect(fitUnderPageTitle('<h1 id="a">Big</h1><h2>Small</h2>', 'Terms')).toBe(
      '<h2 id="a">Big</h2><h3>Small</h3>',
    );
  });
});
