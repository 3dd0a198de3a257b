// A small allow-by-default HTML cleaner for server-sent content (page bodies, dialog messages):
// drops active elements and attributes so nothing in them can run script.

const DROPPED_ELEMENTS =
  'script,style,iframe,frame,frameset,object,embed,applet,link,meta,base,form,noscript,template,svg,math';
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
]);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);/i;

function isDangerousUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  return compact.startsWith('data:') && !SAFE_DATA_IMAGE.test(compact);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Returns HTML with no script, style, frames, event handlers, inline styles or script URLs. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeHtml(html);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  body.querySelectorAll(DROPPED_ELEMENTS).forEach((node) => node.remove());
  body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const drop =
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcdoc' ||
        (URL_ATTRIBUTES.has(name) && isDangerousUrl(attr.value));
      if (drop) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  });
  return body.innerHTML;
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
