import { describe, expect, it } from 'vitest';
import { devanagariToLatin, hinglishWords, latinKey, normaliseDevanagari } from './search-hinglish';
import { searchWords } from './search-words';

describe('Devanagari in search', () => {
  it('writes Hindi words in the loose Latin letters they are typed in', () => {
    const cases: [string, string][] = [
      ['आटा', 'ata'],
      ['दूध', 'dudh'],
      ['चीनी', 'chini'],
      ['बासमती', 'basmati'],
      ['चावल', 'chaval'],
      ['अरहर', 'arhar'],
      ['सरसों', 'sarson'],
      ['नमकीन', 'namkin'],
      ['चाय', 'chai'],
      ['घी', 'ghi'],
      ['हल्दी', 'haldi'],
      ['मक्खन', 'makhan'],
      ['अदरक', 'adrak'],
      ['संतरा', 'santra'],
    ];
    for (const [hindi, latin] of cases) expect(devanagariToLatin(hindi), hindi).toBe(latin);
  });

  it('reads Hinglish spellings alike: long vowels, doubled letters, w and v', () => {
    expect(['aata', 'atta', 'ata'].map(latinKey)).toEqual(['ata', 'ata', 'ata']);
    expect(['doodh', 'dudh'].map(latinKey)).toEqual(['dudh', 'dudh']);
    expect(['cheeni', 'chini'].map(latinKey)).toEqual(['chini', 'chini']);
    expect(latinKey('chawal')).toBe(devanagariToLatin('चावल'));
  });

  it('normalises nukta, chandrabindu and composed letters before comparing', () => {
    // क़ as one code point and as क + nukta; chandrabindu and anusvara
    expect(normaliseDevanagari('\u0958')).toBe(normaliseDevanagari('\u0915\u093C'));
    expect(normaliseDevanagari('\u0958')).toBe('क');
    expect(normaliseDevanagari('दाँत')).toBe('दांत');
    expect(devanagariToLatin('गुड़')).toBe(devanagariToLatin('गुड'));
    expect(devanagariToLatin('फ़्लेक्स')).toBe(devanagariToLatin('फ्लेक्स'));
  });

  it('searches a Devanagari word as its Latin form, and a typo in it as the same typo', () => {
    expect(searchWords('आटा 5kg')).toEqual(['ata', '5', 'kg']);
    expect(searchWords('दुध')).toEqual(searchWords('दूध'));
    expect(searchWords('दूध doodh')).toEqual(['dudh', 'doodh']);
  });

  it('indexes Hindi text and Hinglish-prone words by their loose forms, nothing in Devanagari', () => {
    const words = hinglishWords(['अमूल ताज़ा दूध', 'doodh cheeni salt']);
    expect(words).toEqual(expect.arrayContaining(['amul', 'taja', 'dudh', 'chini']));
    expect(words).not.toContain('salt');
    expect(words.join(' ')).toMatch(/^[a-z0-9 ]+$/);
  });
});
