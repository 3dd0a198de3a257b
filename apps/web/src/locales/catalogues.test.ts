// Every language's catalogues against English (the source): same namespace files, same ids, the
// same placeholders, valid ICU; and every message id the code names exists. A Hindi (or later
// Tamil) text missing or misspelt fails here, not in front of a shopper.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, unknownMessageIds } from '@kirana/shared/i18n/catalogue-checks';

const LOCALES = dirname(fileURLToPath(import.meta.url));

describe('storefront message catalogues', () => {
  it('are complete in every language of the store (same files, ids and placeholders as English)', () => {
    expect(catalogueProblems(LOCALES)).toEqual([]);
  });

  it('have every message id the code names (t("…"), <Trans id="…">)', () => {
    expect(unknownMessageIds(join(LOCALES, '..'), LOCALES)).toEqual([]);
  });
});
