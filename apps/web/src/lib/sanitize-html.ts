import DOMPurify from 'dompurify';

// The error dialog's message may be HTML from any failure's text: it is cleaned with DOMPurify,
// an allow-list over the browser's own parser, in the dialog's own chunk (not the first screen).
// Information pages are not cleaned again here: the server's allow-list cleaned them when they
// were saved (api modules/content/sanitise-html.ts), the only way they are written, and DOMPurify
// would add 11 KB gzipped to each of those pages. DOMPurify needs a DOM: without one (the
// server's renderer) the text is escaped instead.

const OPTIONS = {
  USE_PROFILES: { html: true }, // no SVG or MathML
  FORBID_TAGS: ['style', 'form'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

let purifier: typeof DOMPurify | null = null;

/** DOMPurify with the one hook this app adds: a link that opens a new window gets no opener. */
function purify(): typeof DOMPurify {
  if (purifier) return purifier;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  return (purifier = DOMPurify);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Returns HTML with no script, style, frames, event handlers, inline styles or script URLs. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return purify().sanitize(html, OPTIONS);
}
