import type { Messages } from '@kirana/ui/i18n';

// The loaders of the namespaces the shell does not read (catalogues.ts has the shell's).
const loaders = import.meta.glob<Messages>(
  ['../../locales/*/*.json', '!../../locales/*/{common,shell}.json'],
  { import: 'default' },
);

/** Loads the catalogue file at `path` (as the glob names it); empty when there is none. */
export const loadLater = (path: string): Promise<Messages> =>
  loaders[path]?.() ?? Promise.resolve({});
