import type { Language } from '@kirana/shared/common/languages';
import type { Messages } from '@kirana/ui/i18n';

// Every catalogue file (src/locales/<language>/<namespace>.json) is its own chunk, compiled by
// packages/shared/src/i18n/catalogue-plugin.ts: a page fetches only its namespaces in the active
// language. The shell's namespaces (app/shell/shell-namespaces.ts; a glob is a literal, the test
// checks the two agree) are loaded from here; the others' loaders are in later-catalogues.ts,
// out of the shell's file, each loader costing it some 20 bytes gzipped.
const shellLoaders = import.meta.glob<Messages>('../../locales/*/{common,shell}.json', {
  import: 'default',
});

/** Loads one namespace's compiled messages in a language; empty when that file does not exist. */
export function loadCatalogue(language: Language, namespace: string): Promise<Messages> {
  const path = `../../locales/${language}/${namespace}.json`;
  const load = shellLoaders[path];
  return load ? load() : import('./later-catalogues').then((later) => later.loadLater(path));
}

/** The namespaces loaded from here (the test compares them with the shell's). */
export const shellCatalogueNamespaces = (): string[] => [
  ...new Set(Object.keys(shellLoaders).map((path) => path.split('/').at(-1)!.replace('.json', ''))),
];
