import { describe, expect, it } from 'vitest';
import { mediaSrcSet as sharedSrcSet, mediaUrl as sharedUrl } from '@kirana/shared';
import {
  listingApiQuery,
  listingKey,
  listingSearchParams,
  NO_FILTERS,
  parseListingFilters,
} from './listing-query';
import { mediaSrcSet, mediaUrl } from './media';

describe('listing query', () => {
  it('round-trips filters through the URL, dropping defaults and junk', () => {
    const f = parseListingFilters(
      new URLSearchParams(
        'sort=discount&minPrice=500&maxPrice=100&brands=Tata,,Aashirvaad&inStock=true&minRating=4&x=1',
      ),
    );
    expect(f).toEqual({
      minRupees: 100,
      maxRupees: 500,
      brands: ['Aashirvaad', 'Tata'],
      inStock: true,
      minRating: 4,
      sort: 'discount',
    });
    expect(listingSearchParams(f).toString()).toBe(
      'sort=discount&minPrice=100&maxPrice=500&brands=Aashirvaad%2CTata&inStock=true&minRating=4',
    );
    expect(
      parseListingFilters(new URLSearchParams('sort=cheapest&minRating=2&minPrice=-5')),
    ).toEqual(NO_FILTERS);
  });

  it('asks the API in paise and keys listings by slug and filters', () => {
    const f = { ...NO_FILTERS, minRupees: 100, maxRupees: 250 };
    expect(listingApiQuery('atta', f, 2)).toMatchObject({
      categorySlug: 'atta',
      pageNo: 2,
      minPrice: 10000,
      maxPrice: 25000,
      sort: 'relevance',
    });
    expect(listingKey('atta', NO_FILTERS)).toBe('atta');
    expect(listingKey('atta', f)).toBe('atta?minPrice=100&maxPrice=250');
  });

  it('builds the same image URLs as the shared contract', () => {
    expect(mediaUrl('a b', 160)).toBe(sharedUrl('a b', 160));
    expect(mediaUrl('x')).toBe(sharedUrl('x'));
    expect(mediaSrcSet('x')).toBe(sharedSrcSet('x'));
  });
});
