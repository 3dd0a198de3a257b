import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { Card } from '../../../components/page-frame';
import { toFailure } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { errorDialogShown, successDialogShown } from '../../ui';
import { signOutLocally } from '../../auth';
import { deleteAccount, exportData } from '../api';
import { downloadJson } from '../display';
import styles from './profile.module.css';

/** "Download my data" (a JSON file) and "Delete my account" (type DELETE to confirm). */
export function DataCard() {
  const t = useT();
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
          title: t('account.data.deletedTitle'),
          text: t('account.data.deletedText'),
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
      <h2 className={styles.cardTitle}>{t('account.data.title')}</h2>
      <div className={styles.row}>
        <span className={styles.muted}>{t('account.data.downloadHint')}</span>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {t('account.data.download')}
        </Button>
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('account.data.deleteHint')}</span>
        <Button
          variant="ghost"
          className={styles.danger}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('account.data.delete')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('account.data.confirmTitle')}
        onClose={() => !busy && setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('account.data.keep')}
            </Button>
            <Button disabled={typed !== 'DELETE' || busy} onClick={() => void remove()}>
              {t('account.data.delete')}
            </Button>
          </>
        }
      >
        <p>{t('account.data.confirmBody')}</p>
        <label className={styles.fieldLabel} htmlFor="confirm-delete">
          {t('account.data.typeToConfirm')}
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
