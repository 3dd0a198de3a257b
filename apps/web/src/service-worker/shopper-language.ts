import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kirana/shared/common/languages';
import { languageOfPath } from './offline-page';

// The language the shopper last used, as the worker knows it: the page posts
// `{ type: 'LANGUAGE', language }` when it loads and when the shopper switches; it is kept in a
// cache entry, since a worker's memory goes when the browser stops it.

export const SETTINGS_CACHE = 'kirana-settings-v1';
const KEY = '/__worker/language';

/** Keeps the language the page said (anything else is ignored). */
export async function rememberLanguage(language: unknown): Promise<void> {
  if (!isLanguage(language)) return;
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(KEY, new Response(language));
}

/** The language of an offline page for `url`: its `/hi/` prefix, else the last one the page said. */
export async function languageFor(url: string): Promise<Language> {
  const fromPath = languageOfPath(new URL(url).pathname);
  if (fromPath) return fromPath;
  const saved = await (await caches.open(SETTINGS_CACHE)).match(KEY);
  const language = saved ? await saved.text() : null;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
