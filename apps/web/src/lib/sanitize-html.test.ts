import { describe, expect, it } from 'vitest';
import { fitUnderPageTitle, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('Something went wrong,</br>Please try to login again')).toBe(
      'Something went wrong,<br>Please try to login again',
    );
    expect(sanitizeHtml('<p><strong>Hi</strong> <a href="/cart">cart</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="/cart">cart</a></p>',
    );
  });

  it('drops script, style and frames', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><object></object>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('drops event handlers, inline styles and script URLs', () => {
    const out = sanitizeHtml(
      '<img src="x" onerror="alert(1)" style="position:fixed"><a href="java\tscript:alert(1)" onclick="x()">x</a><a href="data:text/html,hi">d</a>',
    );
    expect(out).not.toMatch(/onerror|onclick|style|javascript|data:text/i);
    expect(out).toContain('<img src="x">');
  });

  it('makes new-window links safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

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
