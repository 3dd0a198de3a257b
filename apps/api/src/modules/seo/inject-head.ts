import { HREFLANG } from '@kirana/shared';
import type { PageHead } from './seo.service';

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with the page's title, description, canonical and hreflang alternates,
 * Open Graph and JSON-LD,
 * then any `extra` tags (the first screen's preloads).
 */
export function injectHead(template: string, head: PageHead, extra: string[] = []): string {
  const tags = [
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}" />`,
    ),
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${HREFLANG[head.language].replace('-', '_')}" />`,
    head.image ? `<meta property="og:image" content="${attr(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    // JSON-LD is data, not script: CSP does not run it. "<" is escaped so no text can end the tag.
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
    ...extra,
  ].filter(Boolean);
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${attr(head.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${attr(head.description)}" />`,
    )
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
