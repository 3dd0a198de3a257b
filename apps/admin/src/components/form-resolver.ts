import { toNestErrors } from '@hookform/resolvers';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Translate } from '@kirana/ui/i18n';
import { formErrors } from './form-kit';
import { issueWords, NO_OWN_MESSAGE, type Issue } from './form-words';

/** A request schema of packages/shared. */
export type RequestSchema = z.ZodType;

/** How a form's errors are worded: the console's language, and which fields are rupees. */
export interface FormWording<F> {
  t: Translate;
  /** Fields typed in rupees and sent in paise: their limits read as amounts (₹49.50). */
  rupees?: (form: F) => readonly string[];
}

/**
 * A react-hook-form resolver that checks what a form would send with the API's own request
 * schema: the body made from the typed values, read back through JSON as the server reads it
 * (an amount that is not one arrives as null), each issue under the field the server names, in
 * the console's words (form-words.ts). The form keeps its typed values; `check` adds the
 * console's own rules first (those errors stop there, as they did before the body was made).
 */
export function requestResolver<F extends FieldValues>(
  schema: RequestSchema,
  bodyOf: (form: F) => unknown,
  check: ((form: F) => Record<string, string>) | undefined,
  wording: FormWording<F>,
): Resolver<F> {
  return async (form, _context, options) => {
    const own = check?.(form) ?? {};
    if (Object.keys(own).length) return { values: {}, errors: errorsOf<F>(own) };
    const sent: unknown = JSON.parse(JSON.stringify(bodyOf(form)));
    const result = await schema.safeParseAsync(sent, { error: () => NO_OWN_MESSAGE });
    if (result.success) return { values: form, errors: {} };
    const rupees = new Set(wording.rupees?.(form) ?? []);
    const byPath: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
    for (const issue of leafIssues(result.error.issues)) {
      const path = issue.path.join('.');
      byPath[path] ??= {
        type: issue.code,
        message: issueWords(wording.t, issue, { rupees: rupees.has(path) }),
      };
    }
    return { values: {}, errors: toNestErrors(byPath, options) };
  };
}

/** The issues to show: of a union that matched no branch, those of the closest branch. */
function leafIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return leafIssues(closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
  });
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
