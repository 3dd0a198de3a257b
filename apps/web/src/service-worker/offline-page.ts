import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kirana/shared/common/languages';
import { HTML_LANG } from '@kirana/shared/common/language-tags';

// The page the worker answers a navigation with when it is offline and has no shell saved yet
// (the shell, once saved, draws its own offline state in the page's language). Its words are the
// storefront's `sw` catalogue, in the language the shopper last used: the page tells the worker
// (shopper-language.ts), and a `/hi/...` address says it too.

const CATALOGUES = import.meta.glob<Record<string, unknown>>('../locales/*/sw.json', {
  eager: true,
  import: 'default',
});

/** A catalogue text: plain texts compile to themselves (or to one-part arrays). */
const plain = (value: unknown): string =>
  Array.isArray(value) ? value.join('') : typeof value === 'string' ? value : '';

function textsIn(language: Language) {
  const of = (l: string) => CATALOGUES[`../locales/${l}/sw.json`];
  const texts = of(language) ?? of(DEFAULT_LANGUAGE) ?? {};
  return (id: string) => plain(texts[id]);
}

/** The language a page's path asks for (`/hi/cart` → hi), or null. */
export function languageOfPath(pathname: string): Language | null {
  const prefix = /^\/([a-z]{2,3})(?:\/|$)/.exec(pathname)?.[1];
  return isLanguage(prefix) ? prefix : null;
}

/** The offline page's HTML in `language`: small, inline-styled, with a button that reloads. */
export function offlinePage(language: Language): string {
  const t = textsIn(language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('sw.offline-title')}</title><style>body{font-family:system-ui,'Noto Sans Devanagari',sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:24px;box-sizing:border-box;text-align:center;color:#1f2937}main{max-width:28rem}h1{font-size:1.4rem}button{font:inherit;padding:12px 20px;border:0;border-radius:8px;background:#0f766e;color:#fff;min-height:44px}</style></head><body><main><h1>${t('sw.offline-title')}</h1><p>${t('sw.offline-text')}</p><button onclick="location.reload()">${t('sw.offline-retry')}</button></main></body></html>`;
}

/**
 * The app's shell for a page under a language's prefix (`/hi/...`) says that language in its
 * `<html lang>` (the app draws itself in it), whichever language the home page was saved in;
 * any other page gets the shell as it is.
 */
export async function shellFor(shell: Response, url: string): Promise<Response> {
  const language = languageOfPath(new URL(url).pathname);
  if (!language) return shell;
  const html = (await shell.text()).replace(/<html[^>]*>/i, `<html lang="${HTML_LANG[language]}">`);
  return new Response(html, { status: shell.status, headers: shell.headers });
}
