// Node-only checks of a catalogue folder (<locales>/<language>/<namespace>.json), for the
// completeness tests of each app (storefront, API, console): English is the source.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../common/languages';
import { compileCatalogue, type CatalogueSource } from './compile-catalogue';

const namespacesIn = (locales: string, language: string): string[] => {
  try {
    return readdirSync(join(locales, language))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
};

/** One catalogue file as written. */
export const readCatalogue = (locales: string, language: string, ns: string): CatalogueSource =>
  JSON.parse(readFileSync(join(locales, language, `${ns}.json`), 'utf8')) as CatalogueSource;

/**
 * The argument names of an ICU text: `{count, plural, ...}` and `{name}` → count, name. Parsed
 * with the parser Lingui's compiler uses, so the words of a case (`other {Relevance}`) are text,
 * not an argument; a text that does not parse has none (compiling it reports the error).
 */
export function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if (token.type === 'function') walk(token.param ?? []);
      else if (token.type !== 'argument') for (const c of token.cases) walk(c.tokens);
    }
  };
  try {
    walk(parse(text));
  } catch {
    return [];
  }
  return [...names].sort();
}

/**
 * What is wrong with a catalogue folder, one line each (empty when complete): a language of
 * LANGUAGES without English's namespace files, an English id missing in a language or one it
 * does not have, other placeholders than English's, ids outside their namespace, bad ICU.
 */
export function catalogueProblems(locales: string): string[] {
  const problems: string[] = [];
  const english = namespacesIn(locales, DEFAULT_LANGUAGE);
  if (english.length === 0) return [`${locales}: no ${DEFAULT_LANGUAGE}/*.json catalogue`];
  for (const language of LANGUAGES) {
    const have = namespacesIn(locales, language);
    for (const ns of have)
      if (!english.includes(ns)) problems.push(`${language}/${ns}.json: no English source file`);
    for (const ns of english) {
      if (!have.includes(ns)) {
        problems.push(`${language}/${ns}.json: missing`);
        continue;
      }
      const source = readCatalogue(locales, DEFAULT_LANGUAGE, ns);
      const translated = readCatalogue(locales, language, ns);
      for (const [id, text] of Object.entries(source)) {
        const other = translated[id];
        if (other === undefined) problems.push(`${language}/${ns}.json: "${id}" missing`);
        else if (argumentsOf(other).join() !== argumentsOf(text).join())
          problems.push(`${language}/${ns}.json: "${id}" has other placeholders than English`);
      }
      for (const id of Object.keys(translated))
        if (!(id in source)) problems.push(`${language}/${ns}.json: "${id}" is not in English`);
      try {
        compileCatalogue(ns, translated, `${language}/${ns}.json`);
      } catch (err) {
        problems.push(err instanceof Error ? err.message : String(err));
      }
    }
  }
  return problems;
}

const MESSAGE_ID_USE =
  /\b(?:t|appT|i18n\._|i18n\.t)\(\s*'([a-z][\w-]*\.[\w.-]+)'|\b\w*Id: '([a-z][\w-]*\.[\w.-]+)'/g;

const codeFiles = (dir: string, skip: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === skip ? [] : codeFiles(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Message ids named in code (`t('ns.id')`, `appT('…')`, `i18n._('…')`, `labelId: '…'`) under
 * `src` that no English catalogue of `locales` has: "file: id" each.
 */
export function unknownMessageIds(src: string, locales: string): string[] {
  const known = new Set(
    namespacesIn(locales, DEFAULT_LANGUAGE).flatMap((ns) =>
      Object.keys(readCatalogue(locales, DEFAULT_LANGUAGE, ns)),
    ),
  );
  const unknown: string[] = [];
  for (const file of codeFiles(src, locales))
    for (const m of readFileSync(file, 'utf8').matchAll(MESSAGE_ID_USE)) {
      const id = m[1] ?? m[2]!;
      if (!known.has(id)) unknown.push(`${relative(src, file)}: ${id}`);
    }
  return unknown;
}
