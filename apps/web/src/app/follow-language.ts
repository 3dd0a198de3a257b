import type { Language } from '@kirana/shared/common/languages';
import { localiseCartNames } from '../features/cart';
import { appI18n, languageChanged } from '../lib/i18n';
import type { AppStore } from './store';

/**
 * Makes what the store holds follow a language switch without a reload: as the messages switch
 * (`activateLanguage`), the catalogue's slices learn their names are in the old language (the
 * pages showing them fetch them again, keeping them shown meanwhile) and the cart's lines are
 * renamed. Browser only (appI18n); answers the unsubscribe.
 */
export function followLanguage(store: AppStore): () => void {
  let language = appI18n.locale;
  // 'change' also fires as a page's namespaces load: only a new locale is a switch
  return appI18n.on('change', () => {
    if (appI18n.locale === language) return;
    language = appI18n.locale;
    store.dispatch(languageChanged(language as Language));
    void store.dispatch(localiseCartNames(language as Language));
  });
}
