import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { Card } from '../../../components/page-frame';
import { toFailure } from '../../../lib/api-client';
import { errorDialogShown, successDialogShown } from '../../ui';
import { signOutLocally } from '../../auth';
import { deleteAccount, exportData } from '../api';
import { downloadJson } from '../display';
import styles from './profile.module.css';

/** "Download my data" (a JSON file) and "Delete my account" (type DELETE to confirm). */
export function DataCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const fail = (err: unknown) => {
    const failure = toFailure(err);
    dispatch(errorDialogShown({ title: failure.message, body: failure.description }));
  };
  const download = async () => {
    setBusy(true);
    try {
      downloadJson(await exportData(), 'kirana-my-data.json');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      setConfirming(false);
      dispatch(signOutLocally());
      dispatch(
        successDialogShown({
          title: 'Account deleted',
          text: 'Your account and personal data have been deleted.',
        }),
      );
      void navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      fail(err);
    }
  };

  return (
    <Card>
      <h2 className={styles.cardTitle}>Your data</h2>
      <div className={styles.row}>
        <span className={styles.muted}>
          A copy of your profile, sessions and addresses as a JSON file.
        </span>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          Download my data
        </Button>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>
          Erases your personal data and signs you out everywhere.
        </span>
        <Button
          variant="ghost"
          className={styles.danger}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </Button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title="Delete your account?"
        onClose={() => !busy && setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep my account
            </Button>
            <Button disabled={typed !== 'DELETE' || busy} onClick={() => void remove()}>
              Delete my account
            </Button>
          </>
        }
      >
        <p>
          This cannot be undone. Your orders stay with the store for tax records, without your name
          or contact details.
        </p>
        <label className={styles.fieldLabel} htmlFor="confirm-delete">
          Type DELETE to confirm
        </label>
        <input
          id="confirm-delete"
          className={styles.input}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Dialog>
    </Card>
  );
}
