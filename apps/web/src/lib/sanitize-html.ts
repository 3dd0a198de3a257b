import DOMPurify from 'dompurify';

// Server-sent HTML shown as HTML (the error dialog's message, an information page) is cleaned
// with DOMPurify, an allow-list over the browser's own parser. Information pages are also cleaned
// on the server when saved (api modules/content/sanitise-html.ts), but a dialog's message is any
// failure's text, so the page cleans everything it shows. DOMPurify needs a DOM: the server's
// renderer (no DOM) shows the text escaped instead, and the page cleans it when it hydrates.

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

/**
 * Fits server HTML under a page's own <h1>: drops a leading heading that repeats `title`, then
 * shifts the remaining headings so the highest is an <h2> (one <h1> per page, no skipped levels).
 */
export function fitUnderPageTitle(html: string, title: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const first = doc.body.firstElementChild;
  const same = (text: string | null) =>
    (text ?? '').trim().toLowerCase() === title.trim().toLowerCase();
  if (first && /^H[1-6]$/.test(first.tagName) && same(first.textContent)) first.remove();
  const headings = Array.from(doc.body.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return doc.body.innerHTML;
  const shift = Math.min(...headings.map((h) => Number(h.tagName[1]))) - 2;
  if (shift === 0) return doc.body.innerHTML;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(2, Number(heading.tagName[1]) - shift));
    const replacement = doc.createElement(`h${level}`);
    replacement.append(...Array.from(heading.childNodes));
    for (const attr of Array.from(heading.attributes))
      replacement.setAttribute(attr.name, attr.value);
    heading.replaceWith(replacement);
  }
  return doc.body.innerHTML;
}
