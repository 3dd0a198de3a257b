import { rngFor } from '../prng';
import type { ProductPlan } from '../types';

// What the back of a food pack says per 100 g (or 100 ml): typical values of each kind of food
// (Indian Food Composition Tables and pack labels), nudged a little per product, with the energy
// worked out from them (4 kcal per g of protein and carbohydrate, 9 per g of fat), so an atta
// never shows 21 g of fat.

type Macros = readonly [protein: number, carbohydrate: number, fat: number];

const PER_100G: Record<string, Macros> = {
  'atta-flours': [12, 71, 1.8],
  'besan-sooji-poha': [14, 68, 2.5],
  'sugar-salt-jaggery': [0.3, 97, 0.1],
  'basmati-rice': [7.5, 78, 0.6],
  'everyday-rice': [7, 79, 0.5],
  'dals-pulses': [23, 58, 1.4],
  'rajma-chana-whole-pulses': [21, 60, 3.5],
  'refined-oils': [0, 0, 100],
  'mustard-cold-pressed-oils': [0, 0, 100],
  'ghee-vanaspati': [0, 0, 99.7],
  'powdered-spices': [11, 48, 9],
  'blended-masalas': [12, 45, 11],
  'whole-spices': [13, 46, 15],
  'namkeen-bhujia': [14, 42, 36],
  'biscuits-cookies': [7, 70, 19],
  'chips-crisps': [6.5, 53, 34],
  'chocolates-sweets': [6, 58, 29],
  'noodles-pasta': [10, 64, 15],
  'breakfast-cereals-oats': [12, 68, 6],
  'ready-to-cook': [9, 62, 8],
  'sauces-spreads-pickles': [1.5, 26, 9],
  milk: [3.2, 4.8, 3.3],
  'butter-cheese-paneer': [17, 3, 24],
  'curd-yogurt': [3.4, 4.6, 3.1],
  'bread-bakery': [8.5, 50, 3.2],
  'almonds-cashews': [20, 25, 48],
  'dates-raisins-figs': [2.6, 74, 0.6],
  'seeds-makhana-mixes': [12, 60, 10],
  'juices-drinks': [0.2, 12, 0],
  'health-drinks': [9, 76, 2.5],
  'water-soda': [0, 0, 0],
  tea: [0.1, 0.3, 0],
  'green-herbal-tea': [0, 0.2, 0],
  coffee: [12, 42, 0.5],
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const grams = (n: number) => `${n >= 10 ? Math.round(n) : round1(n)} g`;

/** The label's rows for a food product, or null for anything else. */
export function nutritionRows(plan: ProductPlan): [string, string][] | null {
  if (plan.top.kind !== 'food') return null;
  const base = PER_100G[plan.sub.slug];
  if (!base) return null;
  const rng = rngFor(`nutrition:${plan.slug}`);
  // ±6% from the typical value, per product
  const [protein, carbs, fat] = base.map((v) => v * (0.94 + rng() * 0.12)) as unknown as Macros;
  const energy = Math.round(4 * protein + 4 * carbs + 9 * fat);
  return [
    ['Energy', `${energy} kcal`],
    ['Protein', grams(protein)],
    ['Carbohydrate', grams(carbs)],
    ['Total Fat', grams(fat)],
  ];
}
