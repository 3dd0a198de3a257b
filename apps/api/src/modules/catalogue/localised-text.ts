import type { Language } from '@kirana/shared';

/**
 * The catalogue text a reader of `language` gets: the Hindi one when reading Hindi and there is
 * one, else the English one (field by field: a product may have a Hindi name and no Hindi
 * description).
 */
export const inLanguage = (
  language: Language,
  english: string,
  hindi: string | null | undefined,
): string => (language === 'hi' && hindi ? hindi : english);
