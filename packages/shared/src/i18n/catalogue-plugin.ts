import type { Plugin } from 'vite';
// (imported by relative path from the Vite configs: a config loads packages as they are, .ts unreadable)
import { compileCatalogue } from './compile-catalogue';

/** `src/locales/<language>/<namespace>.json` (docs/decisions/0012-i18n.md). */
const CATALOGUE_FILE = /[\\/]src[\\/]locales[\\/]([a-z]{2,3})[\\/]([a-z0-9-]+)\.json$/;

/**
 * Compiles each message catalogue as it is imported: its ICU texts become Lingui's compiled form
 * (still JSON, which Vite's own JSON step then turns into a module), so the browser ships no
 * message parser. A bad id or bad ICU fails the build (and the test that imports it).
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'kirana-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE_FILE.exec(id.split('?')[0]!);
      if (!match) return null;
      const compiled = compileCatalogue(match[2]!, JSON.parse(code), id);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
