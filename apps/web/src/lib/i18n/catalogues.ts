import { isLanguage, type Language } from '@kirana/shared/common/languages';
import type { Messages } from '@kirana/ui/i18n';

// Every catalogue file (src/locales/<language>/<namespace>.json), each its own chunk, compiled
// by packages/shared/src/i18n/catalogue-plugin.ts: a page fetches only its namespaces in the active language.
const loaders = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** Loads one namespace's compiled messages in a language; empty when that file does not exist. */
export function loadCatalogue(language: Language, namespace: string): Promise<Messages> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.resolve({});
}

/** The languages that have a catalogue folder (the completeness test compares them). */
export const catalogueLanguages = (): Language[] =>
  [...new Set(Object.keys(loaders).map((path) => path.split('/').at(-2)))].filter(isLanguage);
