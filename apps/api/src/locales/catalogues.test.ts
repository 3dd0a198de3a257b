// The server's catalogues against English: same files, ids and placeholders in every language,
// valid ICU, and every id the code names exists (see docs/decisions/0012-i18n.md).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, unknownMessageIds } from '@kirana/shared/i18n/catalogue-checks';
import { API_LOCALES, messagesIn } from '../lib/i18n/server-messages';
import { NOT_FOUND_WORD_IDS } from '../lib/errors';
import { SCHEMA_WORD_IDS } from '../lib/i18n/field-words';
import { STORE_WORD_IDS } from '../lib/i18n/store-words';
import { NOTE_IDS } from '../lib/i18n/system-notes';
import { SEED_WORD_IDS } from '../modules/offers/offer-words';

describe('server message catalogues', () => {
  it('are complete in every language of the store', () => {
    expect(catalogueProblems(API_LOCALES)).toEqual([]);
  });

  it('have every message id the code names', () => {
    expect(unknownMessageIds(join(API_LOCALES, '..'), API_LOCALES)).toEqual([]);
  });

  it('have the ids the code keeps in maps (default words, notes, schema sentences)', () => {
    const ids = [
      ...STORE_WORD_IDS,
      ...SEED_WORD_IDS,
      ...NOT_FOUND_WORD_IDS,
      ...SCHEMA_WORD_IDS,
      ...NOTE_IDS,
    ];
    for (const language of ['en', 'hi'] as const) {
      const t = messagesIn(language);
      expect(ids.filter((id) => t(id) === id)).toEqual([]);
    }
  });

  it('translate into the shopper’s language', () => {
    expect(messagesIn('en')('common.greeting', { name: 'Asha' })).toBe('Hello Asha,');
    expect(messagesIn('hi')('common.greeting', { name: 'आशा' })).toBe('नमस्ते आशा,');
  });
});
