import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './data';
import { HINDI_CATEGORIES, HINDI_PRODUCT_NAMES, hindiPack } from './data/hindi';
import { planCatalogue } from './plan';

const plans = planCatalogue(CATALOGUE);
const DEVANAGARI = /[\u0900-\u097F]/u;

describe('the demo catalogue in Hindi', () => {
  it('names at least 100 products, each a seeded product, in Devanagari, with a Hindi pack text', () => {
    const slugs = new Set(plans.map((p) => p.slug));
    const named = Object.keys(HINDI_PRODUCT_NAMES);
    expect(named.length).toBeGreaterThanOrEqual(100);
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
    for (const plan of plans.filter((p) => p.nameHi)) {
      expect(plan.nameHi, plan.slug).toMatch(DEVANAGARI);
      expect(plan.unitLabelHi, plan.slug).toMatch(DEVANAGARI);
    }
  });

  it('names every category, top and sub', () => {
    const slugs = CATALOGUE.flatMap((t) => [t.slug, ...t.subs.map((s) => s.slug)]);
    expect(slugs.filter((s) => !HINDI_CATEGORIES[s])).toEqual([]);
    expect(Object.keys(HINDI_CATEGORIES).filter((s) => !slugs.includes(s))).toEqual([]);
    for (const top of CATALOGUE)
      expect(HINDI_CATEGORIES[top.slug]?.description).toMatch(DEVANAGARI);
  });

  it('gives the best sellers Hindi names, and finds them by their Hindi words', () => {
    const atta = plans.find((p) => p.slug === 'aashirvaad-shudh-chakki-atta')!;
    expect(atta.nameHi).toBe('आशीर्वाद शुद्ध चक्की आटा');
    expect(atta.unitLabelHi).toBe('1 किलो');
    // the Hindi words are held in loose Latin letters beside the English ones
    expect(atta.searchText.split(' ')).toEqual(expect.arrayContaining(['atta', 'ata', 'ashirvad']));
    const milk = plans.find((p) => p.slug === 'amul-taaza-toned-milk')!;
    expect(milk.searchText.split(' ')).toEqual(expect.arrayContaining(['dudh', 'amul']));
  });

  it('writes pack texts in Hindi units, and none for a unit it does not know', () => {
    expect(hindiPack('500 g')).toBe('500 ग्राम');
    expect(hindiPack('1 L')).toBe('1 लीटर');
    expect(hindiPack('250 ml')).toBe('250 मि.ली.');
    expect(hindiPack('25 bags')).toBe('25 बैग');
    expect(hindiPack('3x3 inch')).toBeNull();
  });
});
