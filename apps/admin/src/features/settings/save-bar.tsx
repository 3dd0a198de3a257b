import { errorMessage } from '../../app/api';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
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
  label,
  localError,
}: {
  state: MutationState;
  label?: string;
  localError?: string;
}) {
  const t = useT();
  return (
    <div className={styles.buttons}>
      <Button type="submit" busy={state.isLoading}>
        {label ?? t('settings.save')}
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
          {t('settings.saved')}
        </p>
      ) : null}
    </div>
  );
}
