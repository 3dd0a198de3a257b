import { COLOURS } from '../ladders';
import { intBetween, rngFor } from '../prng';
import type { ProductPlan, Shape, TopSeed } from '../types';
import { GREY, hex, paintFor, productPaint, tints } from './palette';
import { SHAPE_BOTTOM, silhouette, type Box } from './shapes';
import { esc, fitSize, frame, svgDoc, txt } from './text';

/** A label with the brand in the inherited fill (or grey bars) for small packs in a group. */
function blankLabel(b: Box, brand?: string): string {
  const cx = Math.round(b.x + b.w / 2);
  const bars =
    `<rect x="${cx - Math.round(b.w * 0.3)}" y="${Math.round(b.y + b.h * 0.62)}" width="${Math.round(b.w * 0.6)}" height="${Math.round(b.h * 0.06)}" rx="6" fill="#d5d9df"/>` +
    `<rect x="${cx - Math.round(b.w * 0.2)}" y="${Math.round(b.y + b.h * 0.76)}" width="${Math.round(b.w * 0.4)}" height="${Math.round(b.h * 0.06)}" rx="6" fill="#d5d9df"/>`;
  const size = brand ? fitSize(brand, b.w * 0.84, Math.min(70, b.h * 0.26), true) : 0;
  const title = brand
    ? `<text x="${cx}" y="${Math.round(b.y + b.h * 0.2 + size)}" font-size="${size}" font-weight="700">${esc(brand)}</text>`
    : `<rect x="${cx - Math.round(b.w * 0.35)}" y="${Math.round(b.y + b.h * 0.25)}" width="${Math.round(b.w * 0.7)}" height="${Math.round(b.h * 0.16)}" rx="8" fill="#c3c8cf"/>`;
  return `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="18" fill="#fff"/>${title}${bars}`;
}

/** Image 4 (products with options): the packs side by side, each captioned with its option. */
export function lineupSvg(plan: ProductPlan): string {
  const p = productPaint(plan);
  const s = silhouette(plan.shape, { ...p, main: null });
  const t = tints(plan.top.hue);
  const n = plan.variants.length;
  const slot = 760 / n;
  const colour = plan.variants[0]?.groupName === 'Colour';
  const uses = plan.variants.map((v, i) => {
    const grow = colour ? 1 : 0.8 + (0.2 * (i + 1)) / n;
    const scale = Math.min(0.6, (slot * 0.86) / s.width) * grow;
    const cx = 20 + slot * (i + 0.5);
    const fillColour = colour ? (COLOURS[v.label] ?? GREY) : (p.main ?? GREY);
    const tr = `translate(${Math.round(cx - 400 * scale)} ${Math.round(640 - SHAPE_BOTTOM * scale)}) scale(${scale.toFixed(3)})`;
    return (
      `<use href="#p" transform="${tr}" fill="${fillColour}"/>` +
      txt(cx, 700, v.label, { size: fitSize(v.label, slot - 12, 34, true), fill: GREY, bold: true })
    );
  });
  const lb = s.label;
  const title = colour
    ? `Available in ${n} colours`
    : `Choose from ${n} ${plan.variants[0]?.groupName === 'Pack' ? 'packs' : 'sizes'}`;
  return svgDoc(
    frame(t.pale, `<defs><g id="p">${s.body}${blankLabel(lb, plan.brand)}</g></defs>`) +
      txt(400, 110, title, { size: 44, fill: GREY, bold: true }) +
      txt(400, 160, plan.name, { size: fitSize(plan.name, 700, 30), fill: GREY }) +
      uses.join(''),
  );
}

/** A category tile: the category's pack shapes grouped on its colour, no text. */
export function categorySvg(top: TopSeed, shapes: Shape[], seed: string): string {
  const t = tints(top.hue);
  const rng = rngFor(seed);
  const picks = shapes.slice(0, 3);
  const n = picks.length;
  const packs = picks.map((shape, i) => {
    const base = [(top.hue + i * 28 + intBetween(rng, 0, 20)) % 360, 65, 40 + i * 5] as const;
    const s = silhouette(shape, paintFor(base));
    const scale = Math.min(n === 1 ? 0.8 : 0.5, (n === 1 ? 600 : 300) / s.width);
    const cx = n === 1 ? 400 : 400 + (i - (n - 1) / 2) * 230;
    const tr = `translate(${Math.round(cx - 400 * scale)} ${Math.round(680 - SHAPE_BOTTOM * scale)}) scale(${scale.toFixed(3)})`;
    return `<g transform="${tr}">${s.body}${blankLabel(s.label)}</g>`;
  });
  return svgDoc(
    frame(t.soft, `<circle cx="400" cy="420" r="320" fill="${hex([top.hue, 60, 80])}"/>`) +
      `<ellipse cx="400" cy="690" rx="300" ry="24" fill="#000" opacity=".1"/>` +
      packs.join(''),
  );
}
