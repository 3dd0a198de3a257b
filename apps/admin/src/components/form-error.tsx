import { errorMessage } from '../app/api';
import styles from './field.module.css';

/**
 * The server's refusal of a form when it names none of the fields (a named field shows its
 * error beside itself): nothing while there is no error or some field carries one.
 */
export function FormError({
  error,
  fields = {},
}: {
  error: unknown;
  /** The field errors already shown beside their fields. */
  fields?: Record<string, string>;
}) {
  if (error === undefined || Object.keys(fields).length > 0) return null;
  return (
    <p role="alert" className={styles.formError}>
      {errorMessage(error)}
    </p>
  );
}
