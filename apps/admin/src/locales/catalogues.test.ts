// The console's catalogues against English (the source): same namespace files, ids and
// placeholders in every language, valid ICU; and every message id the console's code names exists.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, unknownMessageIds } from '@kirana/shared/i18n/catalogue-checks';
import { CONSOLE_NAMESPACES } from '../lib/i18n';

const LOCALES = dirname(fileURLToPath(import.meta.url));

describe('console message catalogues', () => {
  it('are complete in every language of the store (same files, ids and placeholders as English)', () => {
    expect(catalogueProblems(LOCALES)).toEqual([]);
  });

  it('have every message id the code names (t("…"), labelId)', () => {
    expect(unknownMessageIds(join(LOCALES, '..'), LOCALES)).toEqual([]);
  });

  it('are all loaded before the first render', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''));
    expect([...CONSOLE_NAMESPACES].sort()).toEqual(files.sort());
  });
});
