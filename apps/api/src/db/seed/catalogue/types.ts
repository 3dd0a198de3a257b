import type { ProductFacts } from './facts';

export type GstRate = 0 | 5 | 12 | 18 | 28;

/** The packaging silhouette drawn for a product. */
export type Shape =
  | 'pouch'
  | 'bottle'
  | 'jar'
  | 'box'
  | 'tube'
  | 'bar'
  | 'packet'
  | 'carton'
  | 'notebook'
  | 'pens'
  | 'pot';

/** Decides the back-of-pack panel: nutrition for food, directions for care and home goods. */
export type Kind = 'food' | 'care' | 'home' | 'office';

export interface SubSeed {
  slug: string;
  name: string;
  shape: Shape;
  hsn: string;
  gst: GstRate;
  /** English, Hindi and regional names and common misspellings that find these products. */
  tags: string[];
  /** What reviewers talk about, e.g. "softness of the rotis". */
  aspect: string;
  /** The sentence that follows each product's own note in its description. */
  blurb: string;
  highlights: [string, string, string];
  /**
   * One product a line: brand|name|unit|MRP in rupees|ladder|flags|note|tags|hsn/gst|shape.
   * The name gets the brand in front unless it already starts with it. Ladder is a key of
   * LADDERS (empty for a simple product); flags: `*` best seller, `o` out of stock.
   */
  items: string[];
}

export interface TopSeed {
  slug: string;
  name: string;
  description: string;
  /** Base hue (0-360) of the category's artwork. */
  hue: number;
  kind: Kind;
  subs: SubSeed[];
}

export interface VariantPlan {
  groupName: string;
  label: string;
  sku: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  position: number;
}

/** Everything the seed writes for one product, worked out before any insert. */
export interface ProductPlan {
  index: number;
  slug: string;
  name: string;
  brand: string;
  top: TopSeed;
  sub: SubSeed;
  shape: Shape;
  note: string;
  description: string;
  highlights: string[];
  unitLabel: string;
  /** Hindi name and pack text (data/hindi.ts); null: none */
  nameHi: string | null;
  unitLabelHi: string | null;
  baseUnit: string;
  mrpPaise: number;
  pricePaise: number;
  gstRate: GstRate;
  hsnCode: string;
  stock: number;
  hasVariants: boolean;
  isDeal: boolean;
  popular: boolean;
  soldCount: number;
  searchText: string;
  createdAt: Date;
  variants: VariantPlan[];
  facts: ProductFacts;
}
