import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

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
