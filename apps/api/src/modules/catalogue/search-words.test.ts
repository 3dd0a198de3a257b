import { describe, expect, it } from 'vitest';
import {
  correctedTerms,
  MAX_SEARCH_WORDS,
  MAX_WORD_LENGTH,
  searchWords,
  trigramSimilarity,
} from './search-words';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, once each', () => {
    expect(searchWords('  Aashirvaad  ATTA, atta! ')).toEqual(['aashirvaad', 'atta']);
    expect(searchWords("'; DROP TABLE products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchWords('% _ \\ :* & | ! <->')).toEqual([]);
  });

  it('splits letters from digits and keeps decimals whole', () => {
    expect(searchWords('atta 5kg')).toEqual(['atta', '5', 'kg']);
    expect(searchWords('oil 1.5l')).toEqual(['oil', '1.5', 'l']);
  });

  it('keeps Indian scripts with their vowel signs, a Devanagari word in its Latin form', () => {
    expect(searchWords('हल्दी पाउडर')).toEqual(['haldi', 'paudar']);
  });

  it('bounds the number and length of words', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(MAX_WORD_LENGTH);
  });
});

describe('trigram similarity and the corrected terms', () => {
  it('measures as pg_trgm does, and corrects only the words taken as typos', () => {
    expect(trigramSimilarity('masala', 'masala')).toBe(1);
    expect(trigramSimilarity('masla', 'masala')).toBeGreaterThan(0.3);
    expect(trigramSimilarity('atta', 'soap')).toBe(0);
    expect(
      correctedTerms(
        [
          { word: 'garam', fuzzy: false },
          { word: 'masla', fuzzy: true },
        ],
        ['Everest Garam Masala', 'Everest'],
      ),
    ).toBe('garam masala');
    expect(correctedTerms([{ word: 'garam', fuzzy: false }], ['Everest Garam Masala'])).toBeNull();
    expect(correctedTerms([{ word: 'xyzzy', fuzzy: true }], ['Everest Garam Masala'])).toBeNull();
  });
});
