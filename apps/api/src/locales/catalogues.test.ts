// The server's catalogues against English: same files, ids and placeholders in every language,
// valid ICU, and every id the code names exists (see docs/decisions/0012-i18n.md).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, unknownMessageIds } from '@kirana/shared/i18n/catalogue-checks';
import { API_LOCALES, messagesIn } from '../lib/i18n/server-messages';

describe('server message catalogues', () => {
  it('are complete in every language of the store', () => {
    expect(catalogueProblems(API_LOCALES)).toEqual([]);
  });

  it('have every message id the code names', () => {
    expect(unknownMessageIds(join(API_LOCALES, '..'), API_LOCALES)).toEqual([]);
  });

  it('translate into the shopper’s language', () => {
    expect(messagesIn('en')('common.greeting', { name: 'Asha' })).toBe('Hello Asha,');
    expect(messagesIn('hi')('common.greeting', { name: 'आशा' })).toBe('नमस्ते आशा,');
  });
});
