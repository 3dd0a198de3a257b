import { intBetween, rngFor } from '../prng';
import type { ProductPlan } from '../types';
import { lineupSvg } from './groups';
import { GREY, productPaint, tints, type Paint } from './palette';
import { SHAPE_BOTTOM, silhouette, type Box } from './shapes';
import { fitSize, frame, svgDoc, txt, wrap } from './text';
import { nutritionRows } from './nutrition';

/** One picture of a product: its SVG markup and the alt text shown with it. */
export interface ProductArt {
  svg: string;
  alt: string;
}

function productLine(plan: ProductPlan): string {
  const rest = plan.name.startsWith(`${plan.brand} `)
    ? plan.name.slice(plan.brand.length + 1)
    : plan.name;
  return rest || plan.name;
}

/** The front label: brand, product name and a pill with the pack size. */
function frontLabel(b: Box, plan: ProductPlan, p: Paint): string {
  const cx = b.x + b.w / 2;
  const brandSize = fitSize(plan.brand, b.w * 0.86, Math.min(62, b.h * 0.2), true);
  const brandY = b.y + b.h * 0.1 + brandSize;
  const pillH = Math.round(Math.min(46, b.h * 0.17));
  const pillY = Math.round(b.y + b.h - pillH - b.h * 0.07);
  const zoneTop = brandY + brandSize * 0.3 + 10;
  const zoneH = pillY - 8 - zoneTop;
  const lines = wrap(productLine(plan), Math.max(10, Math.floor(b.w / 19)), 3);
  const longest = lines.reduce((m, l) => (l.length > m.length ? l : m), '');
  const nameSize = Math.min(
    fitSize(longest, b.w * 0.88, 40),
    Math.floor(zoneH / (lines.length * 1.25)),
  );
  const firstY = zoneTop + (zoneH - lines.length * nameSize * 1.2) / 2 + nameSize * 0.9;
  const names = lines.map((l, i) =>
    txt(cx, firstY + i * nameSize * 1.2, l, { size: nameSize, fill: GREY }),
  );
  const unitSize = fitSize(plan.baseUnit, b.w * 0.5, Math.round(pillH * 0.6), true);
  const pillW = Math.round(Math.min(b.w * 0.7, plan.baseUnit.length * unitSize * 0.66 + 36));
  return (
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="18" fill="#fff"/>` +
    txt(cx, brandY, plan.brand, { size: brandSize, fill: p.ink, bold: true }) +
    `<rect x="${Math.round(cx - b.w * 0.15)}" y="${Math.round(brandY + brandSize * 0.3)}" width="${Math.round(b.w * 0.3)}" height="4" rx="2" fill="${p.accent}"/>` +
    names.join('') +
    `<rect x="${Math.round(cx - pillW / 2)}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${Math.round(pillH / 2)}" fill="${p.accent}"/>` +
    txt(cx, pillY + pillH * 0.5 + unitSize * 0.36, plan.baseUnit, {
      size: unitSize,
      fill: '#fff',
      bold: true,
    })
  );
}

/** Image 1: the pack from the front on a soft tinted background. */
export function frontSvg(plan: ProductPlan): string {
  const p = productPaint(plan);
  const s = silhouette(plan.shape, p);
  const t = tints(plan.top.hue);
  return svgDoc(
    frame(t.pale, `<circle cx="400" cy="410" r="330" fill="${t.soft}"/>`) +
      `<ellipse cx="400" cy="738" rx="240" ry="22" fill="#000" opacity=".12"/>` +
      s.body +
      frontLabel(s.label, plan, p),
  );
}

function barcode(x: number, y: number, w: number, h: number, seed: string): string {
  const rng = rngFor(seed);
  let d = '';
  for (let at = 0; at < w - 4;) {
    const bar = intBetween(rng, 2, 5);
    d += `M${Math.round(x + at)} ${Math.round(y)}h${bar}v${Math.round(h)}h-${bar}z`;
    at += bar + intBetween(rng, 2, 6);
  }
  return `<path d="${d}" fill="#222"/>`;
}

function panelRows(plan: ProductPlan, b: Box): string {
  const rows = Math.max(2, Math.min(4, Math.floor(b.h / 60)));
  const size = Math.round(Math.min(24, b.h * 0.075, (b.w - 40) / 12));
  const rng = rngFor(`back:${plan.slug}`);
  const values = nutritionRows(plan) ?? [];
  let out = '';
  for (let i = 0; i < rows; i++) {
    const y = b.y + b.h * 0.3 + i * size * 1.55;
    const [label, value] = values[i] ?? ['', ''];
    if (values.length) {
      out += txt(b.x + 16, y, label, { size, fill: GREY, anchor: 'start' });
      out += txt(b.x + b.w - 16, y, value, { size, fill: GREY, anchor: 'end', bold: true });
    } else {
      const w = Math.round((b.w - 32) * (0.55 + rng() * 0.4));
      out += `<rect x="${b.x + 16}" y="${Math.round(y - size * 0.6)}" width="${w}" height="${Math.round(size * 0.5)}" rx="4" fill="#c9ced6"/>`;
    }
  }
  return out;
}

/** Image 2: the back of the pack with a nutrition or directions panel and a barcode. */
export function backSvg(plan: ProductPlan): string {
  const p = productPaint(plan);
  const dark = { ...p, main: p.dark, dark: p.main ?? p.dark };
  const s = silhouette(plan.shape, dark);
  const b = s.label;
  const t = tints(plan.top.hue);
  const title =
    plan.top.kind === 'food'
      ? 'Nutrition Information'
      : plan.top.kind === 'office'
        ? 'Product Details'
        : 'Directions for Use';
  const titleSize = fitSize(title, b.w - 32, Math.min(30, b.h * 0.1), true);
  const codeH = Math.min(70, b.h * 0.2);
  return svgDoc(
    frame(t.pale, `<circle cx="400" cy="410" r="330" fill="${t.soft}"/>`) +
      s.body +
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="14" fill="#fff"/>` +
      txt(b.x + b.w / 2, b.y + b.h * 0.08 + titleSize, title, {
        size: titleSize,
        fill: p.ink,
        bold: true,
      }) +
      panelRows(plan, b) +
      barcode(b.x + 16, b.y + b.h - codeH - 14, b.w * 0.45, codeH, `code:${plan.slug}`) +
      txt(b.x + b.w - 16, b.y + b.h - 24, plan.baseUnit, {
        size: fitSize(plan.baseUnit, b.w * 0.5 - 28, Math.round(codeH * 0.4), true),
        fill: GREY,
        anchor: 'end',
        bold: true,
      }),
  );
}

const DECOR: Record<string, string> = {
  food:
    '<path d="M560 600a110 80 0 0 0 220 0z" fill="#fff"/><ellipse cx="670" cy="600" rx="110" ry="20" fill="#e9b949"/>' +
    '<ellipse cx="110" cy="640" rx="70" ry="24" fill="#3f9b4f" transform="rotate(-30 110 640)"/>' +
    '<ellipse cx="170" cy="680" rx="60" ry="20" fill="#5cb85c" transform="rotate(20 170 680)"/>',
  care:
    '<rect x="560" y="575" width="200" height="80" rx="14" fill="#fff"/><rect x="560" y="630" width="200" height="12" fill="#8fc1e3"/>' +
    '<circle cx="120" cy="640" r="40" fill="#fff" opacity=".7"/><circle cx="175" cy="670" r="24" fill="#fff" opacity=".5"/>',
  home:
    '<rect x="570" y="590" width="170" height="70" rx="18" fill="#f2c94c"/><rect x="570" y="590" width="170" height="22" rx="10" fill="#2f9e44"/>' +
    '<circle cx="120" cy="650" r="34" fill="#fff" opacity=".6"/>',
  office:
    '<rect x="540" y="560" width="220" height="150" fill="#fff" transform="rotate(-8 650 635)"/>' +
    '<rect x="80" y="640" width="170" height="16" rx="8" fill="#f2c94c" transform="rotate(-15 165 648)"/>',
};

/** Image 3: a flat-lay of the pack on a coloured table with a few props. */
export function lifestyleSvg(plan: ProductPlan): string {
  const p = productPaint(plan);
  const s = silhouette(plan.shape, p);
  const t = tints(plan.top.hue);
  const scale = Math.min(0.7, 420 / s.width);
  const tx = Math.round(330 - 400 * scale);
  const ty = Math.round(640 - SHAPE_BOTTOM * scale);
  return svgDoc(
    frame(t.deep, `<circle cx="660" cy="150" r="90" fill="#fff" opacity=".25"/>`) +
      `<rect y="560" width="800" height="240" fill="${t.table}"/>` +
      (DECOR[plan.top.kind] ?? '') +
      txt(60, 96, plan.brand, {
        size: fitSize(plan.brand, 480, 56, true),
        fill: '#fff',
        bold: true,
        anchor: 'start',
      }) +
      txt(60, 140, plan.sub.name, { size: 26, fill: '#fff', anchor: 'start', opacity: 0.9 }) +
      `<g transform="translate(${tx} ${ty}) scale(${scale.toFixed(3)})">${s.body}${frontLabel(s.label, plan, p)}</g>`,
  );
}

/** The 2-4 pictures of a product, with alt texts that say what each shows. */
export function productArt(plan: ProductPlan): ProductArt[] {
  const front =
    plan.shape === 'notebook'
      ? 'front cover'
      : plan.shape === 'pot'
        ? 'front view'
        : 'front of pack';
  const art: ProductArt[] = [
    { svg: frontSvg(plan), alt: `${plan.name}, ${front}` },
    {
      svg: backSvg(plan),
      alt: `${plan.name}, back of pack with ${plan.top.kind === 'food' ? 'nutrition information' : 'product details'}`,
    },
  ];
  if (plan.hasVariants || plan.index % 5 !== 0) {
    art.push({ svg: lifestyleSvg(plan), alt: `${plan.name} on a table, styled with props` });
  }
  if (plan.hasVariants) {
    const labels = plan.variants.map((v) => v.label);
    art.push({
      svg: lineupSvg(plan),
      alt: `${plan.name} in ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`,
    });
  }
  return art;
}

/**
 * A pack picture of its own for each bigger size of a best seller sold by weight or size (the
 * atta's 5 kg bag): the product page shows it when that row is chosen. Keyed by the row's label.
 */
export function variantArt(plan: ProductPlan): Map<string, ProductArt> {
  const art = new Map<string, ProductArt>();
  const group = plan.variants[0]?.groupName;
  if (!plan.popular || (group !== 'Weight' && group !== 'Size')) return art;
  for (const v of plan.variants) {
    if (v.label === plan.baseUnit) continue;
    art.set(v.label, {
      svg: frontSvg({ ...plan, baseUnit: v.label }),
      alt: `${plan.name}, ${v.label} pack, front`,
    });
  }
  return art;
}
