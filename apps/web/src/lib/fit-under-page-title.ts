// An information page's HTML (cleaned by the server's allow-list when saved) under the page's
// own title.

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
