import sanitizeHtml from 'sanitize-html';

// Information pages arrive from the console as rich text and are shown on the storefront as
// HTML, so they are cleaned on the server before they are kept: only simple formatting tags
// survive, links only to http(s), mailto: and tel: (or within the store), and nothing that runs
// or restyles: no <script>, <style>, <iframe>, event handlers (onerror=…), style attributes or
// javascript: URLs. sanitize-html (an allow-list over a real HTML parser, htmlparser2) rather
// than DOMPurify, which needs a DOM (jsdom) on the server.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  // rel is set by the transform below only
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // a heading the editor gives as <h1> is kept as the page's section heading
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: '',
        ...(/^https?:/i.test(attribs.href ?? '') ? { rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
    div: 'p',
  },
  disallowedTagsMode: 'discard',
  // the text of these is dropped along with them, never shown as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/** The page's HTML with only simple formatting and safe links left. */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
