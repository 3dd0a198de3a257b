import { errorMessage } from '../../app/api';
import { Button } from '../../components';
import styles from './settings.module.css';

interface MutationState {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  error?: unknown;
}

/** A settings form's Save button with the server's answer beside it. */
export function SaveBar({
  state,
  label = 'Save',
  localError,
}: {
  state: MutationState;
  label?: string;
  localError?: string;
}) {
  return (
    <div className={styles.buttons}>
      <Button type="submit" busy={state.isLoading}>
        {label}
      </Button>
      {localError ? (
        <p role="alert" className={styles.error}>
          {localError}
        </p>
      ) : state.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(state.error)}
        </p>
      ) : state.isSuccess ? (
        <p role="status" className={styles.saved}>
          Saved. The store shows it now.
        </p>
      ) : null}
    </div>
  );
}
