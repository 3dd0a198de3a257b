import { useEffect, useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@kirana/shared/common/languages';
import {
  activateLanguage,
  appI18n,
  chooseLanguage,
  rememberedLanguage,
  useI18n,
  useT,
} from './console-i18n';

/**
 * The console's language: a select in the header (the shop owner may prefer Hindi). Opens in the
 * staff member's remembered choice on this device and keeps each change for them.
 */
export function LanguageSwitch({
  staffId,
  className,
}: {
  staffId?: number | null;
  className?: string;
}) {
  const t = useT();
  const i18n = useI18n();
  const id = useId();
  useEffect(() => {
    if (staffId == null) return;
    const theirs = rememberedLanguage(staffId);
    if (theirs !== appI18n.locale) void activateLanguage(theirs);
  }, [staffId]);
  return (
    <span className={`language-switch ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void chooseLanguage(e.target.value, staffId ?? undefined);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
