import { describe, expect, it } from 'vitest';

import { imageAltIn } from './localised-text';

describe('imageAltIn', () => {
  const name = 'Tata Salt';
  const hi = 'टाटा नमक';

  it('gives a Hindi reader the Hindi name for an alt made from the English name, or none', () => {
    expect(imageAltIn('hi', 'Tata Salt', name, hi)).toBe(hi);
    expect(imageAltIn('hi', 'Tata Salt, back of pack with nutrition information', name, hi)).toBe(
      hi,
    );
    expect(imageAltIn('hi', null, name, hi)).toBe(hi);
  });

  it("keeps the store's own words, and the English alt where there is no Hindi name", () => {
    expect(imageAltIn('hi', 'A blue pouch of salt', name, hi)).toBe('A blue pouch of salt');
    expect(imageAltIn('hi', 'Tata Salt, front', name, null)).toBe('Tata Salt, front');
    expect(imageAltIn('en', 'Tata Salt, front', name, hi)).toBe('Tata Salt, front');
    expect(imageAltIn('en', null, name, hi)).toBe(name);
  });
});
