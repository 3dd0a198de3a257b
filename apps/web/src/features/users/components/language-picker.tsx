import { useId, useState } from 'react';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@kirana/shared/common/languages';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/i18n';
import { chooseLanguage } from '../choose-language';
import { selectIsAuthenticated } from '../user-slice';
import styles from './language-picker.module.css';

/**
 * The language menu (side drawer, account page): each language in its own script, so a shopper
 * finds "हिन्दी" whatever the page is in now.
 */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [language, setLanguage] = useState<Language>(() => {
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    return isLanguage(lang) ? lang : 'en';
  });
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        disabled={busy}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLanguage(next)) return;
          setLanguage(next);
          setBusy(true);
          void chooseLanguage(next, signedIn).finally(() => setBusy(false));
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
