import type { ReactNode } from 'react';
import { UiWordsProvider } from '@kirana/ui';
import { useT } from '../lib/i18n';

/**
 * The kit's own words (a busy button's "Working…", "Loading", a failed load's retry) in the
 * console's language; mounted once around the console.
 */
export function ConsoleUiWords({ children }: { children: ReactNode }) {
  const t = useT();
  const words = {
    errorTitle: t('components.ui.error-title'),
    errorMessage: t('components.ui.error-message'),
    retry: t('components.retry'),
    loading: t('components.ui.loading'),
    working: t('components.ui.working'),
  };
  return <UiWordsProvider words={words}>{children}</UiWordsProvider>;
}
