/** One option row: its label, how many base units it holds, and its per-unit price factor. */
export type LadderRow = readonly [label: string, units: number, factor: number];

export interface Ladder {
  group: 'Weight' | 'Size' | 'Pack' | 'Colour';
  rows: readonly LadderRow[];
}

// Larger packs carry a lower per-unit MRP, the way Indian brands price them.
export const LADDERS = {
  atta: {
    group: 'Weight',
    rows: [
      ['1 kg', 1, 1],
      ['5 kg', 5, 0.93],
      ['10 kg', 10, 0.88],
    ],
  },
  kg2: {
    group: 'Weight',
    rows: [
      ['1 kg', 1, 1],
      ['5 kg', 5, 0.92],
    ],
  },
  dal: {
    group: 'Weight',
    rows: [
      ['500 g', 0.5, 1.05],
      ['1 kg', 1, 1],
      ['2 kg', 2, 0.96],
    ],
  },
  g100: {
    group: 'Weight',
    rows: [
      ['100 g', 1, 1],
      ['200 g', 2, 0.95],
      ['500 g', 5, 0.88],
    ],
  },
  g200: {
    group: 'Weight',
    rows: [
      ['200 g', 1, 1],
      ['500 g', 2.5, 0.94],
      ['1 kg', 5, 0.88],
    ],
  },
  butter: {
    group: 'Weight',
    rows: [
      ['100 g', 1, 1],
      ['500 g', 5, 0.94],
    ],
  },
  tea: {
    group: 'Weight',
    rows: [
      ['250 g', 1, 1],
      ['500 g', 2, 0.96],
      ['1 kg', 4, 0.92],
    ],
  },
  det: {
    group: 'Weight',
    rows: [
      ['1 kg', 1, 1],
      ['2 kg', 2, 0.95],
      ['4 kg', 4, 0.9],
    ],
  },
  oil: {
    group: 'Size',
    rows: [
      ['1 L', 1, 1],
      ['2 L', 2, 0.97],
      ['5 L', 5, 0.93],
    ],
  },
  ml: {
    group: 'Size',
    rows: [
      ['500 ml', 1, 1],
      ['1 L', 2, 0.95],
    ],
  },
  litre: {
    group: 'Size',
    rows: [
      ['1 L', 1, 1],
      ['2 L', 2, 0.93],
    ],
  },
  cooker: {
    group: 'Size',
    rows: [
      ['3 L', 1, 1],
      ['5 L', 1.3, 1],
    ],
  },
  pack3: {
    group: 'Pack',
    rows: [
      ['Pack of 1', 1, 1],
      ['Pack of 3', 3, 0.95],
      ['Pack of 6', 6, 0.9],
    ],
  },
  pack2: {
    group: 'Pack',
    rows: [
      ['Pack of 1', 1, 1],
      ['Pack of 2', 2, 0.95],
    ],
  },
  pen: {
    group: 'Colour',
    rows: [
      ['Blue', 1, 1],
      ['Black', 1, 1],
      ['Red', 1, 1],
    ],
  },
  cover: {
    group: 'Colour',
    rows: [
      ['Blue', 1, 1],
      ['Green', 1, 1],
      ['Maroon', 1, 1],
      ['Purple', 1, 1],
    ],
  },
  flask: {
    group: 'Colour',
    rows: [
      ['Blue', 1, 1],
      ['Green', 1, 1],
      ['Pink', 1, 1],
      ['Grey', 1, 1],
    ],
  },
} as const satisfies Record<string, Ladder>;

export type LadderKey = keyof typeof LADDERS;

/** Swatch colours for the colour options, also used to paint their artwork. */
export const COLOURS: Record<string, string> = {
  Blue: '#1f5fbf',
  Black: '#2b2f36',
  Red: '#d62828',
  Green: '#2a9d58',
  Maroon: '#7a1f2b',
  Purple: '#6a3fa0',
  Pink: '#e05a9c',
  Grey: '#7d8590',
};

export function isLadderKey(key: string): key is LadderKey {
  return Object.hasOwn(LADDERS, key);
}
