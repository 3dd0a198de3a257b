import type { FieldValues } from 'react-hook-form';
import type { Translate } from '@kirana/ui/i18n';
import { errorMessage } from '../../app/api';
import { messagesOf, useRequestForm, type RequestFormOptions } from '../../components';
import { useT } from '../../lib/i18n';

/**
 * The refusal the API answers for a body its schema refuses (apps/api's error handler words
 * it so), for the save bar to show as it showed the server's before the form checked first.
 */
export function refusalOf(fields: Record<string, string>, t: Translate) {
  const named = Object.entries(fields).map(([field, message]) => [`body.${field}`, message]);
  return {
    data: {
      Message: t('settings.refused', { fields: named.map(([field]) => field).join(', ') }),
      ErrorDescription: named.map(([field, message]) => `${field}: ${message}`).join('; '),
    },
  };
}

/**
 * A settings card's form (useRequestForm): checked by the API's schema before the call, each
 * field's error beside it. The save bar keeps its words: `refusal` is the console's own check
 * (`check` names it `root`) or the API's refusal of what the schema found; without one, the
 * bar shows the save's shared state. Once saved the settings page remounts the card with what
 * the server kept.
 */
export function useSettingsForm<F extends FieldValues, B, D>(
  o: Omit<RequestFormOptions<F, B, D>, 'onSaved'>,
) {
  const t = useT();
  const { form, submit } = useRequestForm({ ...o, onSaved: () => undefined });
  const { root, ...fields } = form.formState.errors;
  const found = messagesOf(fields, (e) => e.type !== 'server');
  const refusal =
    root?.message ?? (Object.keys(found).length ? errorMessage(refusalOf(found, t)) : undefined);
  return { form, submit: () => void submit(), refusal };
}
