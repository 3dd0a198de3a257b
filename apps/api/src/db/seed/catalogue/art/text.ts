/** Text made safe for SVG/XML: &, <, >, quotes and apostrophes escaped. */
export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The largest font size, up to `max`, at which `s` fits in `width` (average glyph widths). */
export function fitSize(s: string, width: number, max: number, bold = false): number {
  const em = bold ? 0.64 : 0.57;
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(1, s.length) * em))));
}

function greedy(words: string[], chars: number): string[] {
  const out: string[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** Words wrapped into at most `lines` lines, each as close to `chars` characters as fits. */
export function wrap(s: string, chars: number, lines: number): string[] {
  const words = s.split(/\s+/).filter(Boolean);
  for (let width = chars; ; width++) {
    const out = greedy(words, width);
    if (out.length <= lines) return out;
  }
}

interface TextOpts {
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** One <text> element; the font family is set once on the root <svg>. */
export function txt(x: number, y: number, s: string, o: TextOpts): string {
  const bold = o.bold ? ' font-weight="700"' : '';
  const anchor = o.anchor === 'start' || o.anchor === 'end' ? ` text-anchor="${o.anchor}"` : '';
  const op = o.opacity !== undefined ? ` opacity="${o.opacity}"` : '';
  return `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${o.size}" fill="${o.fill}"${bold}${anchor}${op}>${esc(s)}</text>`;
}

/** An SVG document of the given size with the shared font family and centred text. */
export function svgDoc(body: string, w = 800, h = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="system-ui, sans-serif" text-anchor="middle">${body}</svg>`;
}

/** A full-size background rectangle followed by the given markup. */
export function frame(bg: string, inner: string): string {
  return `<rect width="800" height="800" fill="${bg}"/>${inner}`;
}
