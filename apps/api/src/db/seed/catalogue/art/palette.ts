import { COLOURS } from '../ladders';
import { hashString } from '../prng';
import type { ProductPlan } from '../types';

/** Colours of one pack: `main` is null when a <use> element supplies the fill. */
export interface Paint {
  main: string | null;
  dark: string;
  accent: string;
  light: string;
  ink: string;
  pens: string[];
}

type Hsl = readonly [h: number, s: number, l: number];

// The colours shoppers know these brands by; every other brand gets a hue from its name.
const BRAND_HSL: Record<string, Hsl> = {
  Aashirvaad: [18, 70, 45],
  Fortune: [2, 75, 46],
  Tata: [214, 70, 36],
  'Tata Sampann': [140, 55, 32],
  'Tata Tea': [352, 70, 38],
  Amul: [214, 70, 40],
  Parle: [46, 95, 50],
  Britannia: [354, 78, 42],
  "Haldiram's": [358, 75, 45],
  Bikaji: [25, 85, 48],
  MDH: [355, 75, 40],
  Everest: [0, 72, 45],
  'Surf Excel': [222, 75, 42],
  Vim: [130, 55, 36],
  Harpic: [226, 65, 34],
  Colgate: [355, 90, 44],
  Dabur: [0, 80, 42],
  Lifebuoy: [0, 75, 45],
  Dettol: [145, 65, 30],
  Nescafe: [4, 70, 38],
  Bru: [24, 55, 28],
  'Brooke Bond': [0, 70, 42],
  Classmate: [212, 70, 40],
  Cycle: [275, 45, 38],
  Mangaldeep: [28, 85, 48],
  Milton: [205, 80, 40],
  Prestige: [232, 55, 30],
  Pigeon: [0, 78, 46],
  Maggi: [50, 95, 50],
  Cadbury: [275, 65, 32],
  "Lay's": [46, 95, 50],
  "Kellogg's": [350, 85, 42],
  Reynolds: [210, 75, 40],
  Camlin: [3, 70, 45],
};

function hex([h, s, l]: Hsl): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A brand's base colour: its known colour, or one near the category hue picked by its name. */
export function brandHsl(brand: string, topHue: number): Hsl {
  const known = BRAND_HSL[brand];
  if (known) return known;
  const h = hashString(brand);
  return [(topHue + (h % 70) - 35 + 360) % 360, 55 + ((h >>> 8) % 25), 36 + ((h >>> 16) % 12)];
}

// Reds and pinks take a golden accent, yellows a red one, greens and blues a warm gold.
function accentHue(h: number): number {
  if (h < 40 || h >= 300) return (h + 40) % 360;
  if (h < 75) return 4;
  return h < 180 ? 45 : 40;
}

/** The paint of a pack from its base colour; `pens` colours the pens of a pen card. */
export function paintFor(base: Hsl, pens?: string[]): Paint {
  const [h, s, l] = base;
  const main = hex(base);
  return {
    main,
    dark: hex([h, s, Math.max(14, l - 16)]),
    accent: hex([accentHue(h), 80, 52]),
    light: hex([h, 45, 94]),
    ink: l > 46 ? hex([h, s, 30]) : main,
    pens: pens ?? [main, main, main],
  };
}

/** Background tints of a category hue: pale, soft and deep. */
export function tints(hue: number): { pale: string; soft: string; deep: string; table: string } {
  return {
    pale: hex([hue, 50, 96]),
    soft: hex([hue, 55, 89]),
    deep: hex([hue, 50, 72]),
    table: hex([hue, 35, 58]),
  };
}

export { hex };

/** Text grey used on every label. */
export const GREY = '#3b3f46';

/** The paint of a product's pack: its brand colour, or its first colour option. */
export function productPaint(plan: ProductPlan): Paint {
  const colourRows = plan.variants.filter((v) => v.groupName === 'Colour');
  const first = colourRows[0] && COLOURS[colourRows[0].label];
  const base = brandHsl(plan.brand, plan.top.hue);
  const pens = colourRows.length ? colourRows.map((v) => COLOURS[v.label] ?? GREY) : undefined;
  const paint = paintFor(base, pens);
  return first && plan.shape !== 'pens' ? { ...paint, main: first } : paint;
}
