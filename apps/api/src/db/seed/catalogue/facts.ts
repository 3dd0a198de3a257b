import { BRAND_MAKERS, IMPORTED_FROM, INDUSTRIAL_AREAS, type Maker } from './data/makers';
import { hashString, intBetween, rngFor } from './prng';
import type { SubSeed, TopSeed } from './types';

/** The facts a listing must show besides the net quantity and MRP (see catalogue.tables.ts). */
export interface ProductFacts {
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  shelfLifeDays: number | null;
  carePhone: string;
  careEmail: string;
  fssaiLicence: string | null;
}

const MAKER_SUFFIX: Record<TopSeed['kind'], string> = {
  food: 'Foods Private Limited',
  care: 'Consumer Care Private Limited',
  home: 'Home Products Private Limited',
  office: 'Stationery Private Limited',
};

/** The listed company behind a brand, or one named for it in an Indian industrial area. */
function makerOf(brand: string, top: TopSeed): Maker {
  const listed = BRAND_MAKERS[`${brand}@${top.slug}`] ?? BRAND_MAKERS[brand];
  if (listed) return listed;
  const area = INDUSTRIAL_AREAS[hashString(brand) % INDUSTRIAL_AREAS.length] ?? INDUSTRIAL_AREAS[0];
  return {
    name: `${brand} ${MAKER_SUFFIX[top.kind]}`,
    address: area,
    domain: `${brand.toLowerCase().replace(/[^a-z0-9]/g, '')}.in`,
  };
}

/** Best before, in days from manufacture, by sub-category; a name's word can say otherwise. */
const SHELF_LIFE_DAYS: Record<string, number> = {
  'atta-flours': 90,
  'besan-sooji-poha': 180,
  'sugar-salt-jaggery': 730,
  'basmati-rice': 540,
  'everyday-rice': 365,
  'dals-pulses': 270,
  'rajma-chana-whole-pulses': 270,
  'refined-oils': 270,
  'mustard-cold-pressed-oils': 270,
  'ghee-vanaspati': 270,
  'powdered-spices': 365,
  'blended-masalas': 270,
  'whole-spices': 365,
  'namkeen-bhujia': 120,
  'biscuits-cookies': 180,
  'chips-crisps': 120,
  'chocolates-sweets': 270,
  tea: 540,
  'green-herbal-tea': 540,
  coffee: 365,
  milk: 2,
  'butter-cheese-paneer': 180,
  'curd-yogurt': 21,
  'bread-bakery': 5,
  'juices-drinks': 270,
  'health-drinks': 365,
  'water-soda': 180,
  'noodles-pasta': 270,
  'breakfast-cereals-oats': 270,
  'ready-to-cook': 365,
  'sauces-spreads-pickles': 365,
  'almonds-cashews': 270,
  'dates-raisins-figs': 270,
  'seeds-makhana-mixes': 180,
  'diapers-wipes': 1095,
  'baby-bath-skin': 730,
  'baby-food-feeding': 365,
  'detergents-laundry': 730,
  dishwash: 730,
  'toilet-floor-cleaners': 730,
  'repellents-fresheners': 730,
  'agarbatti-dhoop': 730,
};
const BY_NAME: readonly [RegExp, number][] = [
  [/paneer/i, 7],
  [/fresh cream|buttermilk/i, 10],
  [/uht|flavoured milk/i, 90],
  [/rusk/i, 180],
  [/butter$/i, 365],
];
/** Kinds of goods that never expire: cookware, bottles, stationery, diyas and wicks. */
const NO_EXPIRY_TOPS = new Set(['office']);
const NO_EXPIRY_SUBS = new Set([
  'cookware',
  'bottles-flasks-storage',
  'foil-wraps-cleaning-aids',
  'pooja-essentials',
]);

function shelfLifeDays(
  item: { name: string; note: string },
  sub: SubSeed,
  top: TopSeed,
  food: boolean,
): number | null {
  for (const [pattern, days] of BY_NAME) if (pattern.test(item.name)) return days;
  if (/\bUHT\b/.test(item.note)) return 90; // tetra-packed milk keeps unopened for months
  const days = SHELF_LIFE_DAYS[sub.slug];
  if (days !== undefined && !(sub.slug === 'baby-food-feeding' && !food)) return days;
  if (NO_EXPIRY_TOPS.has(top.kind) || NO_EXPIRY_SUBS.has(sub.slug)) return null;
  if (sub.slug === 'baby-food-feeding') return null; // bottles and spoons
  return food ? 180 : 730;
}

/** Food needs an FSSAI licence: the food shelves, and food (HSN chapters 1-22) sold among baby care. */
function isFood(top: TopSeed, hsn: string): boolean {
  return top.kind === 'food' || (top.kind === 'care' && Number(hsn.slice(0, 2)) <= 22);
}

/** A 14-digit central licence number: 1, a state code, the year issued and a serial. */
function fssaiOf(maker: Maker): string {
  const rng = rngFor(`fssai:${maker.name}`);
  const state = String(intBetween(rng, 10, 36));
  const year = String(intBetween(rng, 12, 24));
  const serial = String(intBetween(rng, 0, 999_999_999)).padStart(9, '0');
  return `1${state}${year}${serial}`;
}

/** A toll-free consumer care number, the same for every brand of a company. */
function carePhoneOf(maker: Maker): string {
  const rng = rngFor(`care:${maker.name}`);
  return `1800 ${intBetween(rng, 102, 419)} ${String(intBetween(rng, 1000, 9999))}`;
}

/** What the seed says about one product's maker, origin, shelf life and care contact. */
export function planFacts(
  item: { brand: string; name: string; note: string; hsn: string },
  sub: SubSeed,
  top: TopSeed,
): ProductFacts {
  const maker = makerOf(item.brand, top);
  const food = isFood(top, item.hsn);
  return {
    makerName: maker.name,
    makerAddress: maker.address,
    countryOfOrigin: IMPORTED_FROM[item.brand] ?? 'India',
    shelfLifeDays: shelfLifeDays(item, sub, top, food),
    carePhone: carePhoneOf(maker),
    careEmail: `consumercare@${maker.domain}`,
    fssaiLicence: food ? fssaiOf(maker) : null,
  };
}
