import { describe, expect, it } from 'vitest';
import { sanitisePageHtml } from './sanitise-html';

describe('sanitisePageHtml', () => {
  it('keeps headings, paragraphs, emphasis, lists and safe links', () => {
    const html =
      '<h2>About</h2><p>We <strong>sell</strong> <em>atta</em>.</p><ul><li>One</li></ul>' +
      '<ol><li>Two</li></ol><p><a href="mailto:help@kirana.example">Write</a> ' +
      '<a href="/category/atta">Atta</a></p>';
    expect(sanitisePageHtml(html)).toBe(html);
    expect(sanitisePageHtml('<a href="https://example.com/x">x</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('strips scripts with their text, event handlers, styles and javascript: links', () => {
    expect(sanitisePageHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitisePageHtml('<img src=x onerror="alert(1)"><p onclick="x()">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
    ])
      expect(sanitisePageHtml(`<a href="${href}" rel="opener">go</a>`), href).toBe('<a>go</a>');
    expect(sanitisePageHtml('<p style="color:red">Hi</p><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitisePageHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitisePageHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('turns an editor’s h1 and div into the page’s h2 and p', () => {
    expect(sanitisePageHtml('<h1>Title</h1><div>Text</div>')).toBe('<h2>Title</h2><p>Text</p>');
  });
});
