import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useT } from '../lib/i18n';
import { requestResolver, setServerErrors, type RequestSchema } from './form-resolver';

export interface RequestFormOptions<F extends FieldValues, B, D> {
  /** The fields as the form opens. */
  values: DefaultValues<F>;
  /** The API's request schema for the call (packages/shared), checked before sending. */
  schema: RequestSchema;
  /** The body the call is sent, made from the typed fields. */
  bodyOf: (form: F) => B;
  /** The console's own checks in its own words, before the schema (see requestResolver). */
  check?: (form: F) => Record<string, string>;
  /** Fields typed in rupees and sent in paise, for their limits to read as amounts. */
  rupees?: (form: F) => readonly string[];
  /** Makes the call: an RTK Query mutation's trigger. */
  send: (body: B) => PromiseLike<{ data?: D; error?: unknown }>;
  /** What follows a saved change (the server's answer given). */
  onSaved: (answer: D) => void;
}

/**
 * A console editor's form (react-hook-form): checked as the API will check it before any call,
 * errors shown after a submit only (as the server's were) in the console's words, and the server's refusals set on the
 * fields it names. `submit` is the form's onSubmit (or a Save button's onClick).
 */
export function useRequestForm<F extends FieldValues, B, D>(o: RequestFormOptions<F, B, D>) {
  const t = useT();
  const form = useForm<F>({
    defaultValues: o.values,
    resolver: requestResolver(o.schema, o.bodyOf, o.check, { t, rupees: o.rupees }),
    reValidateMode: 'onSubmit',
  });
  const submit = form.handleSubmit(async (values) => {
    const res = await o.send(o.bodyOf(values));
    if (res.error !== undefined) setServerErrors(res.error, form.setError);
    else o.onSaved(res.data as D);
  });
  return { form, submit };
}
