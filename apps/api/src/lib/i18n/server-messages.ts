// The server's messages (emails, SMS, push, invoice labels, WhatsApp texts) in the shopper's
// language, from apps/api/src/locales/<language>/<namespace>.json: the storefront's catalogue
// layout and ICU texts (docs/decisions/0012-i18n.md), compiled once per language on first use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { intlLocale, type Language } from '@kirana/shared/common/languages';
import { compileCatalogue } from '@kirana/shared/i18n/compile-catalogue';
import { apiSrcPath } from '../../api-paths';

/** The API's catalogue folder. */
export const API_LOCALES = apiSrcPath('locales');

/** Translates a message id (`common.greeting`) with its values. */
export type ServerTranslate = (id: string, values?: Record<string, unknown>) => string;

function compiledIn(locales: string, language: string) {
  const dir = join(locales, language);
  const messages = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const namespace = file.slice(0, -'.json'.length);
    const source: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    Object.assign(messages, compileCatalogue(namespace, source, join(language, file)));
  }
  return messages;
}

const instances = new Map<string, I18n>();

/**
 * The translator of `language`: `messagesIn(user.language)('common.greeting', { name })`. A
 * language without a folder (or an id it lacks) falls back to the id: the completeness test
 * (locales/catalogues.test.ts) keeps that from shipping.
 */
export function messagesIn(language: Language, locales = API_LOCALES): ServerTranslate {
  const key = `${locales}\0${language}`;
  let i18n = instances.get(key);
  if (!i18n) {
    i18n = setupI18n();
    i18n.loadAndActivate({
      locale: language,
      locales: intlLocale(language),
      messages: compiledIn(locales, language),
    });
    instances.set(key, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}
