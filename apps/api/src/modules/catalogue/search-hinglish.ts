/**
 * Devanagari and Hinglish for search. The index holds Latin words only (PostgreSQL's 'simple'
 * parser and pg_trgm split Devanagari at its vowel signs), so a Devanagari word is written in
 * the loose Latin form Hindi is typed in ("दूध" -> "dudh") and Hinglish words are indexed in the
 * same loose form too ("doodh" -> "dudh"): a search typed in Devanagari then meets Hindi names,
 * Hinglish tags and products that have no Hindi name alike, with the Latin words' typo tolerance.
 * See docs/decisions/0008-own-devanagari-transliteration.md for why not a library.
 */

const DEVANAGARI = /[\u0900-\u097F]/u;

/** The text has Devanagari letters. */
export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  ळ: 'l',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

// long and short vowels read alike: shoppers type "dudh" and "doodh", "chini" and "cheeni"
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};

const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const VIRAMA = '्';
const NUKTA = '़';
/** anusvara, chandrabindu (both a nasal "n" as typed) and visarga */
const NASALS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

/**
 * Devanagari as the store keeps and compares it: NFC, the nukta dropped (क़ -> क, ड़ -> ड: it is
 * often left out when typing) and chandrabindu written as anusvara (दांत / दाँत).
 */
export function normaliseDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .normalize('NFD')
    .replaceAll(NUKTA, '')
    .replaceAll('ँ', 'ं')
    .normalize('NFC');
}

/** One written syllable: consonants (joined by virama) and the vowel that follows, if written. */
interface Syllable {
  consonants: string;
  /** the written vowel (sign or letter); null: the inherent "a", which may be silent */
  vowel: string | null;
  nasal: string;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  let current: Syllable | null = null;
  let joining = false;
  for (const ch of word) {
    if (CONSONANTS[ch] !== undefined) {
      if (current && joining) current.consonants += CONSONANTS[ch];
      else out.push((current = { consonants: CONSONANTS[ch], vowel: null, nasal: '' }));
      joining = false;
    } else if (ch === VIRAMA && current) {
      joining = true;
    } else if (SIGNS[ch] !== undefined && current && current.vowel === null) {
      current.vowel = SIGNS[ch];
      joining = false;
    } else if (VOWELS[ch] !== undefined) {
      out.push((current = { consonants: '', vowel: VOWELS[ch], nasal: '' }));
      joining = false;
    } else if (NASALS[ch] !== undefined && current) {
      current.nasal += NASALS[ch];
    }
  }
  // a final consonant written with virama has no vowel at all
  if (current && joining) current.vowel = '';
  return out;
}

/**
 * A Devanagari word in loose Latin letters, as Hindi is typed: long and short vowels alike, the
 * inherent "a" dropped where Hindi drops it (at the end of a word, and between a sounded syllable
 * and a consonant that has its own vowel: सरसों -> sarson, बासमती -> basmati), a final "य" after
 * a vowel read as "i" (चाय -> chai).
 */
export function devanagariToLatin(word: string): string {
  const parts = syllables(normaliseDevanagari(word));
  const dropped = new Array<boolean>(parts.length).fill(false);
  parts.forEach((s, i) => {
    if (s.vowel !== null || s.consonants === '' || s.nasal) return;
    const last = i === parts.length - 1;
    const next = parts[i + 1];
    const sounded = i > 0 && !dropped[i - 1];
    // the next syllable keeps a vowel: a written one, or its own "a" when it is not the last
    const nextVoiced =
      next !== undefined &&
      next.consonants !== '' &&
      (next.vowel === null ? i + 1 < parts.length - 1 || next.nasal !== '' : next.vowel !== '');
    if (last || (sounded && nextVoiced)) dropped[i] = i > 0;
  });
  let out = '';
  parts.forEach((s, i) => {
    const last = i === parts.length - 1;
    if (last && s.consonants === 'y' && dropped[i] && out && /[aeiou]$/.test(out)) {
      out += 'i';
      return;
    }
    out += s.consonants + (s.vowel ?? (dropped[i] ? '' : 'a')) + s.nasal;
  });
  return latinKey(out);
}

/**
 * The loose form of a Latin word: ee -> i, oo -> u, ph -> f, w -> v, doubled letters once
 * ("cheeni" and "chini" -> chini, "aata" and "atta" -> ata, "chawal" -> chaval).
 */
export function latinKey(word: string): string {
  return word
    .replaceAll('ee', 'i')
    .replaceAll('oo', 'u')
    .replaceAll('ph', 'f')
    .replaceAll('w', 'v')
    .replace(/(\p{L})\1+/gu, '$1');
}

/** The words a search or an index holds for a word: itself if Latin, its loose Latin form if Devanagari. */
export const searchFormOf = (word: string): string =>
  hasDevanagari(word) ? devanagariToLatin(word) : word;

/**
 * The extra words a product is found by for its Hindi text and Hinglish tags: the loose Latin
 * form of each Devanagari word, and of each Latin word where it differs (only Hinglish-prone
 * spellings change: doubled letters, ee, oo, ph, w).
 */
export function hinglishWords(texts: readonly string[]): string[] {
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const out = new Set<string>();
  for (const w of words) {
    const key = hasDevanagari(w) ? devanagariToLatin(w) : latinKey(w);
    if (key && key !== w && /^[a-z0-9]+$/.test(key)) out.add(key);
  }
  return [...out];
}

/** A category's Hindi name as search matches it: its words in loose Latin letters ('' for none). */
export const hindiNameWords = (nameHi: string | null): string =>
  nameHi ? hinglishWords([nameHi]).join(' ') : '';
