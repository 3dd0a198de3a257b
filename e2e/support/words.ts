import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A language the storefront's catalogues carry. */
export type Language = 'en' | 'hi';

/** Whose catalogues: the storefront's (what the page shows) or the API's (what it sends). */
export type Speaker = 'web' | 'api';

const localesOf = (speaker: Speaker) =>
  fileURLToPath(new URL(`../../apps/${speaker}/src/locales/`, import.meta.url));

function catalogue(language: Language, speaker: Speaker): Map<string, string> {
  const dir = `${localesOf(speaker)}${language}/`;
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(messages)) all.set(id, text);
  }
  return all;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a journey reads on screen, by message id, from the storefront's own catalogues: one step
 * serves every language, and a reworded message cannot leave a journey looking for old words.
 * `say(id, values)` fills simple `{name}` placeholders; `like(id)` is a pattern with each
 * placeholder matching any text (for names that carry amounts or product names). `speaker` 'api'
 * reads the API's catalogues instead (the texts of its SMS, WhatsApp templates and method names).
 */
export function words(language: Language, speaker: Speaker = 'web') {
  const messages = catalogue(language, speaker);
  const text = (id: string): string => {
    const found = messages.get(id);
    if (found === undefined) throw new Error(`no message ${id} in the ${language} catalogue`);
    return found;
  };
  const say = (id: string, values: Record<string, string> = {}): string =>
    text(id).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const like = (id: string): string =>
    text(id)
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+');
  return { say, like };
}
