import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesAnswer,
  CategoryProductsAnswer,
  HomePageDataAnswer,
  ProductDetailsAnswer,
  ProductsByIdsAnswer,
  SearchAnswer,
  SearchSuggestionsAnswer,
} from '@kirana/shared';
import type { z } from 'zod';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, staffSession } from '../staff/staff-test-kit';
import { q } from './catalogue-test-kit';

const ATTA = 'Aashirvaad Shudh Chakki Atta';
const ATTA_HI = 'आशीर्वाद शुद्ध चक्की आटा';

describe.each(DB_KINDS)('the catalogue in Hindi on %s', (kind) => {
  let t: TestApp;

  /** GETs a catalogue call in a language (none: no Accept-Language), with its Vary header. */
  async function read<S extends z.ZodType>(path: string, schema: S, language?: string) {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.status, path).toBe(200);
    return { body: schema.parse(await res.json()) as z.infer<S>, vary: res.headers.get('vary') };
  }
  const search = async (terms: string, language?: string, more: Record<string, string> = {}) =>
    (await read(`/search?${q({ terms, ...more })}`, SearchAnswer, language)).body;
  const names = (a: SearchAnswer) => a.Products.map((p) => p.Name);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('finds atta typed in Devanagari, Hinglish and English, and with one typo in Devanagari', async () => {
    for (const terms of ['आटा', 'aata', 'atta', 'आशीर्वाद आटा']) {
      const found = await search(terms);
      expect(names(found), terms).toContain(ATTA);
      expect(
        names(found).filter((n) => !/atta|flour|maida/i.test(n)),
        terms,
      ).toEqual([]);
    }
    // a missing vowel sign: two letters left, matched as the start of a word (atta first)
    const typo = names(await search('आट'));
    expect(typo).toContain(ATTA);
    expect(
      typo.slice(0, 4).every((n) => /atta/i.test(n)),
      typo.join(', '),
    ).toBe(true);
  });

  it('finds milk by दूध / doodh / दुध / dudh, and sugar by चीनी as by cheeni', async () => {
    for (const terms of ['दूध', 'doodh', 'दुध', 'dudh']) {
      const found = await search(terms);
      expect(found.TotalCount, terms).toBeGreaterThan(0);
      expect(
        names(found).every((n) => /milk/i.test(n)),
        `${terms}: ${names(found).join(', ')}`,
      ).toBe(true);
    }
    const cheeni = await search('cheeni');
    for (const terms of ['चीनी', 'chini']) {
      const found = await search(terms);
      expect(found.Products[0]?.Name, terms).toMatch(/sugar/i);
      expect(new Set(names(found)), terms).toEqual(new Set(names(cheeni)));
    }
  });

  it('finds by a Hindi name on the SQL path too (sorted by price), and offers no Latin "correction"', async () => {
    const sorted = await search('बासमती चावल', undefined, { sort: 'price_asc' });
    expect(sorted.TotalCount).toBeGreaterThan(3);
    expect(names(sorted).every((n) => /basmati/i.test(n))).toBe(true);
    expect((await search('दुध')).CorrectedTerms).toBeNull();
  });

  it('answers search and suggestions with Hindi names to a Hindi reader, English to others', async () => {
    const hi = await search('aata', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(names(hi)).toContain(ATTA_HI);
    expect(hi.Products.find((p) => p.Name === ATTA_HI)?.UnitLabel).toBe('1 किलो');
    const en = await search('aata', 'en-IN');
    expect(names(en)).toContain(ATTA);
    expect(names(en).join(' ')).not.toMatch(/[\u0900-\u097F]/u);
    const suggestions = await read(
      `/search-suggestions?${q({ terms: 'आटा' })}`,
      SearchSuggestionsAnswer,
      'hi',
    );
    expect(suggestions.body.Suggestions.map((s) => s.Name)).toContain(ATTA_HI);
    const category = await read(`/search?${q({ terms: 'flour' })}`, SearchAnswer, 'hi');
    expect(category.body.Categories.map((c) => c.Name)).toContain('आटा');
    // a category is found by its Hindi name too, typed in Devanagari
    const dals = await read(
      `/search-suggestions?${q({ terms: 'दालें' })}`,
      SearchSuggestionsAnswer,
      'hi',
    );
    expect(dals.body.Suggestions).toContainEqual({
      Type: 'category',
      Name: 'दालें',
      Slug: 'dals-pulses',
    });
  });

  it('never gives one language the cached answer of the other, and says it varies', async () => {
    const path = `/product-details?${q({ productSlug: 'aashirvaad-shudh-chakki-atta' })}`;
    // each read twice in turns: the second of each comes from the cache
    for (let round = 0; round < 2; round++) {
      const en = await read(path, ProductDetailsAnswer);
      const hi = await read(path, ProductDetailsAnswer, 'hi');
      expect(en.body.ProductDetails.Name).toBe(ATTA);
      expect(hi.body.ProductDetails.Name).toBe(ATTA_HI);
      expect(hi.body.ProductDetails.Category.Name).toBe('आटा');
      expect(en.body.ProductDetails.Category.Name).toBe('Atta & Flours');
      expect(hi.vary).toMatch(/accept-language/i);
      expect(en.vary).toMatch(/accept-language/i);
    }
  });

  it('falls back to English field by field: a Hindi name with the English description', async () => {
    const { body } = await read(
      `/product-details?${q({ productSlug: 'aashirvaad-shudh-chakki-atta' })}`,
      ProductDetailsAnswer,
      'hi',
    );
    expect(body.ProductDetails.Description).toMatch(/chakki way/);
    // a product with no Hindi name keeps its English one
    const { body: other } = await read(
      `/product-details?${q({ productSlug: 'nature-fresh-sampoorna-chakki-atta' })}`,
      ProductDetailsAnswer,
      'hi',
    );
    expect(other.ProductDetails.Name).toBe('Nature Fresh Sampoorna Chakki Atta');
    expect(other.ProductDetails.Breadcrumbs.map((b) => b.Name)).toEqual(['राशन और आटा', 'आटा']);
  });

  it('gives home shelves, categories and listings in Hindi to a Hindi reader', async () => {
    const home = (await read('/home-page-data', HomePageDataAnswer, 'hi')).body;
    expect(home.TopCategories[0]?.Name).toBe('राशन और आटा');
    expect(home.BestSellers.some((p) => /[\u0900-\u097F]/u.test(p.Name))).toBe(true);
    const homeEn = (await read('/home-page-data', HomePageDataAnswer)).body;
    expect(homeEn.TopCategories[0]?.Name).toBe('Staples & Atta');
    const cats = (await read('/categories', CategoriesAnswer, 'hi')).body;
    expect(cats.Categories[0]?.SubCategories.map((c) => c.Name)).toContain('चीनी, नमक और गुड़');
    const listing = (
      await read(
        `/category-products?${q({ categorySlug: 'atta-flours' })}`,
        CategoryProductsAnswer,
        'hi',
      )
    ).body;
    expect(listing.Category.Name).toBe('आटा');
    expect(listing.Products.map((p) => p.Name)).toContain(ATTA_HI);
  });

  it('describes a picture by the Hindi name to a Hindi reader: page, listing, search, by ids', async () => {
    const details = async (language?: string) =>
      (
        await read(
          `/product-details?${q({ productSlug: 'aashirvaad-shudh-chakki-atta' })}`,
          ProductDetailsAnswer,
          language,
        )
      ).body;
    const en = await details();
    const hi = await details('hi');
    // the store describes its pictures from the English name ('..., front of pack')
    expect(en.ProductImages.length).toBeGreaterThan(1);
    for (const image of en.ProductImages) expect(image.Alt.startsWith(ATTA), image.Alt).toBe(true);
    expect(hi.ProductImages.map((i) => i.Alt)).toEqual(en.ProductImages.map(() => ATTA_HI));
    const id = en.ProductDetails.ProductId;
    const listing = async (language?: string) =>
      (
        await read(
          `/category-products?${q({ categorySlug: 'atta-flours' })}`,
          CategoryProductsAnswer,
          language,
        )
      ).body.Products.find((p) => p.ProductId === id)!;
    expect((await listing('hi')).ImageAlt).toBe(ATTA_HI);
    expect((await listing()).ImageAlt).toBe(en.ProductImages[0]!.Alt);
    const found = (await search('aata', 'hi')).Products.find((p) => p.ProductId === id);
    expect(found?.ImageAlt).toBe(ATTA_HI);
    // what the wishlist, recently viewed and buy-again shelves read
    const byIds = await read(`/products-by-ids?ids=${id}`, ProductsByIdsAnswer, 'hi');
    expect(byIds.body.Products[0]?.ImageAlt).toBe(ATTA_HI);
    // a product without a Hindi name keeps the store's English words
    const other = await read(
      `/product-details?${q({ productSlug: 'nature-fresh-sampoorna-chakki-atta' })}`,
      ProductDetailsAnswer,
      'hi',
    );
    expect(other.body.ProductImages[0]?.Alt).toMatch(/^Nature Fresh Sampoorna Chakki Atta/);
  });

  it("takes the console's Hindi fields as the English ones: too long is 400 naming it, blank is none, a new name is searched", async () => {
    const { token } = await staffSession(t, 'manager');
    const search = async (terms: string) =>
      (await read(`/search?${q({ terms })}`, SearchAnswer, 'hi')).body.Products.map((p) => p.Name);
    const found = await search('nature fresh sampoorna');
    expect(found[0]).toBe('Nature Fresh Sampoorna Chakki Atta');
    const { body: page } = await read(
      `/product-details?${q({ productSlug: 'nature-fresh-sampoorna-chakki-atta' })}`,
      ProductDetailsAnswer,
    );
    const path = `/admin/products/${page.ProductDetails.ProductId}`;
    const tooLong = await call(t, 'PATCH', path, { token, body: { NameHi: 'न'.repeat(161) } });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/NameHi/);
    const set = await call(t, 'PATCH', path, {
      token,
      body: { NameHi: 'नेचर फ्रेश सम्पूर्ण चक्की आटा', UnitLabelHi: '  ', DescriptionHi: '' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await search('सम्पूर्ण')).toEqual(['नेचर फ्रेश सम्पूर्ण चक्की आटा']);
    const after = await call<{ NameHi: string | null; UnitLabelHi: string | null }>(
      t,
      'GET',
      path,
      {
        token,
      },
    );
    expect(after.body).toMatchObject({ UnitLabelHi: null, DescriptionHi: null });
  });
});
