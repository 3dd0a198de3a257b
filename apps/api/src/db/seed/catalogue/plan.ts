import { buildSearchText } from '../../../modules/catalogue';
import { HINDI_PRODUCT_NAMES, hindiPack } from './data/hindi';
import { planFacts } from './facts';
import { LADDERS, isLadderKey, type Ladder, type LadderRow } from './ladders';
import { rngFor, intBetween, type Rng } from './prng';
import type { GstRate, ProductPlan, Shape, SubSeed, TopSeed, VariantPlan } from './types';

/** Every seeded date counts from here, so "newest" sorting is the same on every run. */
export const BASE_TIME = Date.UTC(2026, 0, 1);
export const DAY_MS = 86_400_000;

const GST_RATES: readonly number[] = [0, 5, 12, 18, 28];
const SHAPES: readonly string[] = [
  'pouch',
  'bottle',
  'jar',
  'box',
  'tube',
  'bar',
  'packet',
  'carton',
  'notebook',
  'pens',
  'pot',
];

interface Item {
  brand: string;
  name: string;
  unit: string;
  mrp: number;
  ladder?: Ladder;
  popular: boolean;
  outOfStock: boolean;
  note: string;
  tags: string[];
  hsn?: string;
  gst?: GstRate;
  shape?: Shape;
}

/** Lower-case words joined by hyphens: "Haldiram's Aloo Bhujia" -> "haldirams-aloo-bhujia". */
export function kebab(s: string): string {
  return s
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "a, b and c" */
export function joinList(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function parseItem(line: string): Item {
  const f = line.split('|');
  const [
    brand,
    name,
    unit,
    mrp,
    ladder = '',
    flags = '',
    note = '',
    tags = '',
    tax = '',
    shape = '',
  ] = f;
  const fail = (why: string) => new Error(`catalogue item "${line}": ${why}`);
  if (!brand || !name || !unit || !note || f.length > 10) throw fail('malformed');
  const mrpRupees = Number(mrp);
  if (!(mrpRupees > 0)) throw fail('bad MRP');
  if (ladder && !isLadderKey(ladder)) throw fail(`unknown ladder ${ladder}`);
  if (shape && !SHAPES.includes(shape)) throw fail(`unknown shape ${shape}`);
  const [hsn, gst] = tax ? tax.split('/') : [];
  if (tax && (!hsn || !/^\d{4,8}$/.test(hsn) || !GST_RATES.includes(Number(gst))))
    throw fail('bad tax');
  return {
    brand,
    name: name.startsWith(brand) ? name : `${brand} ${name}`,
    unit,
    mrp: mrpRupees,
    ladder: ladder && isLadderKey(ladder) ? LADDERS[ladder] : undefined,
    popular: flags.includes('*'),
    outOfStock: flags.includes('o'),
    note,
    tags: tags.split(' ').filter(Boolean),
    hsn: hsn || undefined,
    gst: tax ? (Number(gst) as GstRate) : undefined,
    shape: (shape || undefined) as Shape | undefined,
  };
}

function stockFor(rng: Rng, out: boolean): number {
  const u = rng();
  if (out || u < 0.02) return 0;
  if (u < 0.06) return intBetween(rng, 1, 5);
  return 20 + Math.floor(rng() ** 1.4 * 281);
}

/**
 * A row's label: a pack's says what it holds, as Legal Metrology asks of a net quantity ("125 g",
 * "3 × 125 g"); other ladders' labels are their own.
 */
function rowLabel(item: Item, [label, units]: LadderRow): string {
  if (item.ladder?.group !== 'Pack') return label;
  return units === 1 ? item.unit : `${units} × ${item.unit}`;
}

function planVariants(item: Item, index: number, discount: number, rng: Rng): VariantPlan[] {
  if (!item.ladder) return [];
  const { group, rows } = item.ladder;
  return rows.map((row, position) => {
    const [ladderLabel, units, factor] = row;
    const mrp = Math.max(1, Math.round(item.mrp * units * factor));
    const price = Math.max(1, Math.round(mrp * (1 - discount)));
    // the SKU keeps the ladder's code ("PACKOF3"), whatever the label shows
    const code = ladderLabel.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return {
      groupName: group,
      label: rowLabel(item, row),
      sku: `KIR-${String(index).padStart(5, '0')}-${code}`,
      mrpPaise: mrp * 100,
      pricePaise: price * 100,
      stock: stockFor(rng, item.outOfStock),
      position,
    };
  });
}

function describe(
  item: Item,
  sub: SubSeed,
  labels: string[],
): { text: string; highlights: string[] } {
  const group = item.ladder?.group;
  const packs = (item.ladder?.rows ?? []).map(([, units]) => String(units));
  const choice = !group
    ? ''
    : group === 'Pack'
      ? `Buy a pack of ${joinList(packs).replace(/ and (\d+)$/, ' or $1')}; bigger packs cost less per piece.`
      : `Available in ${joinList(labels)}.`;
  const text = [item.note, sub.blurb, choice].filter(Boolean).join(' ');
  const last = group
    ? `${group === 'Colour' ? 'Colours' : group === 'Pack' ? 'Packs' : 'Sizes'}: ${labels.join(', ')}`
    : `Net quantity: ${item.unit}`;
  return { text, highlights: [...sub.highlights, last] };
}

function planProduct(line: string, sub: SubSeed, top: TopSeed, index: number): ProductPlan {
  const item = parseItem(line);
  const slug = kebab(item.name);
  const rng = rngFor(`product:${slug}`);
  const discount = rng() < 0.3 ? 0.05 + Math.floor(rng() * 26) / 100 : 0;
  const variants = planVariants(item, index, discount, rng);
  const labels = variants.map((v) => v.label);
  const cheapest = variants.reduce<VariantPlan | undefined>(
    (best, v) => (!best || v.pricePaise < best.pricePaise ? v : best),
    undefined,
  );
  const mrpPaise = cheapest?.mrpPaise ?? Math.round(item.mrp * 100);
  const pricePaise =
    cheapest?.pricePaise ??
    Math.min(mrpPaise, Math.max(100, Math.round(item.mrp * (1 - discount)) * 100));
  const { text, highlights } = describe(item, sub, labels);
  const byWeight = item.ladder?.group === 'Weight' || item.ladder?.group === 'Size';
  const unitLabel = byWeight && cheapest ? cheapest.label : item.unit;
  const nameHi = HINDI_PRODUCT_NAMES[slug] ?? null;
  const unitLabelHi = nameHi ? hindiPack(unitLabel) : null;
  const day = rng() < 0.1 ? 150 + intBetween(rng, 0, 150) : intBetween(rng, 0, 80);
  return {
    index,
    slug,
    name: item.name,
    brand: item.brand,
    top,
    sub,
    shape: item.shape ?? sub.shape,
    note: item.note,
    description: text,
    highlights,
    unitLabel,
    nameHi,
    unitLabelHi,
    baseUnit: item.unit,
    mrpPaise,
    pricePaise,
    gstRate: item.gst ?? sub.gst,
    hsnCode: item.hsn ?? sub.hsn,
    stock: variants.length ? 0 : stockFor(rng, item.outOfStock),
    hasVariants: variants.length > 0,
    isDeal: pricePaise < mrpPaise && rng() < 0.34,
    popular: item.popular,
    soldCount: item.popular ? intBetween(rng, 1500, 9500) : 20 + Math.floor(rng() ** 2.2 * 1800),
    searchText: buildSearchText({
      name: item.name,
      brand: item.brand,
      unitLabel: [item.unit, ...labels].join(' '),
      // its own shelf's name, not the top category's (see buildSearchText)
      categoryNames: [sub.name],
      tags: [...sub.tags, ...item.tags],
      hindi: [nameHi, unitLabelHi],
    }),
    createdAt: new Date(BASE_TIME + day * DAY_MS + ((index * 37) % 1440) * 60_000),
    variants,
    facts: planFacts({ ...item, hsn: item.hsn ?? sub.hsn }, sub, top),
  };
}

/** Turns the data files into product plans, refusing duplicate or colliding slugs. */
export function planCatalogue(tops: readonly TopSeed[]): ProductPlan[] {
  const categorySlugs = new Set(tops.flatMap((t) => [t.slug, ...t.subs.map((s) => s.slug)]));
  const plans: ProductPlan[] = [];
  const seen = new Set<string>();
  for (const top of tops) {
    for (const sub of top.subs) {
      for (const line of sub.items) {
        const plan = planProduct(line, sub, top, plans.length + 1);
        if (seen.has(plan.slug) || categorySlugs.has(plan.slug)) {
          throw new Error(`product slug "${plan.slug}" is not unique`);
        }
        seen.add(plan.slug);
        plans.push(plan);
      }
    }
  }
  return plans;
}
