import { zodResolver } from '@hookform/resolvers/zod';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormSetError,
} from 'react-hook-form';
import { formErrors } from './form-kit';

/** A request schema of packages/shared, as the zod resolver takes it. */
export type RequestSchema = Parameters<typeof zodResolver>[0];

/**
 * A react-hook-form resolver that checks what a form would send with the API's own request
 * schema: the body made from the typed values, read back through JSON as the server reads it
 * (an amount that is not one arrives as null), each issue under the field the server names.
 * The form keeps its typed values; `check` adds the console's own rules first (those errors
 * stop there, as they did before the body was made).
 */
export function requestResolver<F extends FieldValues>(
  schema: RequestSchema,
  bodyOf: (form: F) => unknown,
  check?: (form: F) => Record<string, string>,
): Resolver<F> {
  const validate = zodResolver(schema, undefined, { raw: true });
  return async (form, context, options) => {
    const own = check?.(form) ?? {};
    if (Object.keys(own).length) return { values: {}, errors: errorsOf<F>(own) };
    const sent: unknown = JSON.parse(JSON.stringify(bodyOf(form)));
    const { errors } = await validate(sent as FieldValues, context, options as never);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<F> }
      : { values: form, errors: {} };
  };
}

const errorsOf = <F extends FieldValues>(byField: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(byField).map(([k, message]) => [k, { type: 'console', message }]),
  ) as FieldErrors<F>;

/**
 * The fields a refused save named ('body.Price' as Price), set on the form beside each field,
 * as if the resolver had found them.
 */
export function setServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
): void {
  for (const [field, message] of Object.entries(formErrors(error)))
    setError(field as Path<F>, { type: 'server', message });
}

/**
 * A form's errors as one message per field path ('Highlights.2'), the server's keys; with
 * `keep`, only the errors it keeps (by their type: 'server' for a refusal's).
 */
export function messagesOf(
  errors: FieldErrors,
  keep: (error: FieldError) => boolean = () => true,
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    // react-hook-form keeps an error of a whole list under its 'root'; the server names the list
    const path = key === 'root' && prefix ? prefix.slice(0, -1) : prefix + key;
    if (typeof value.message === 'string') {
      if (keep(value as FieldError)) out[path] = value.message;
    } else Object.assign(out, messagesOf(value as FieldErrors, keep, `${path}.`));
  }
  return out;
}
