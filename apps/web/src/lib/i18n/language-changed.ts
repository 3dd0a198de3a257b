import { createAction } from '@reduxjs/toolkit';
import type { Language } from '@kirana/shared/common/languages';

/**
 * The page switched language (app/follow-language.ts says so as the messages switch): the
 * catalogue's slices mark what they hold as in the old language, so the pages showing it (their
 * effects follow `useI18n().locale`) fetch it again in the new one, keeping it shown meanwhile.
 */
export const languageChanged = createAction<Language>('i18n/languageChanged');
