import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { appT } from './app-i18n';
import type { Translate } from './create-i18n';

/**
 * The translator of the language this tree renders in: `const t = useT(); t('common.items', { count })`.
 * Inside the app's provider it follows language switches (and the server's per-request
 * instance); a component rendered alone (a unit test without providers) reads appI18n.
 */
export function useT(): Translate {
  return useContext(LinguiContext)?._ ?? appT;
}
