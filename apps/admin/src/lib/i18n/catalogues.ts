import type { Language } from '@kirana/shared/common/languages';
import type { Messages } from '@kirana/ui/i18n';

// Every console catalogue (src/locales/<language>/<namespace>.json), each its own chunk, compiled
// by packages/shared/src/i18n/catalogue-plugin.ts: only the active language is fetched.
const loaders = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** Loads one namespace's compiled messages in a language; empty when that file does not exist. */
export function loadCatalogue(language: Language, namespace: string): Promise<Messages> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.resolve({});
}
