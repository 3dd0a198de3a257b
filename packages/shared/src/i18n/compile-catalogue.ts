// Build-time and server-side only: turns a catalogue file's ICU messages into Lingui's compiled
// form (no parser in the browser). The storefront's Vite plugin (packages/shared/src/i18n/catalogue-plugin.ts)
// and the API's message loader both use it; keep it out of anything the browser imports.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue file as written: message id → ICU MessageFormat text. */
export type CatalogueSource = Record<string, string>;
/** Lingui's compiled message: a string, or parts with placeholders and plural branches. */
export type CompiledMessages = Record<string, ReturnType<typeof compileMessageOrThrow>>;

/** A catalogue file that cannot be compiled: names the file and the message. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/**
 * Compiles one namespace's catalogue. Every id starts with `<namespace>.` (so catalogues of
 * different namespaces never collide when loaded together) and every text is valid ICU; anything
 * else throws, which fails the build or the test that loads it.
 */
export function compileCatalogue(
  namespace: string,
  source: unknown,
  file = `${namespace}.json`,
): CompiledMessages {
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    throw new CatalogueError(`${file}: a catalogue is an object of id → message`);
  const compiled: CompiledMessages = {};
  for (const [id, text] of Object.entries(source)) {
    if (!id.startsWith(`${namespace}.`))
      throw new CatalogueError(`${file}: id "${id}" must start with "${namespace}."`);
    if (typeof text !== 'string' || text.trim() === '')
      throw new CatalogueError(`${file}: "${id}" has no text`);
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (err) {
      throw new CatalogueError(
        `${file}: "${id}" is not valid ICU MessageFormat: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return compiled;
}
