import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { useT } from '../../../lib/i18n';
import { selectIsAuthenticated } from '../../users';
import { enablePush, selectPush } from '../notifications-slice';
import { pushErrorText } from '../push-errors';
import styles from './push.module.css';

/** Asked once per visit, not on every order page. */
const DISMISSED_KEY = 'pushPromptDismissed';

/**
 * Where an update is awaited (an order's page): an offer to turn on notifications while the
 * browser has not been asked, or when permission is granted but this browser has no saved
 * subscription (the start's sync failed, or the shopper turned them off here). Browsers allow the
 * permission prompt only after a tap, so the store never asks on its own.
 */
export function PushPrompt() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { permission, status, error } = useAppSelector(selectPush);
  const [dismissed, setDismissed] = useState(
    () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(DISMISSED_KEY) === '1',
  );
  // a tap on "turn on" keeps the card up while it works, and shows why when it fails
  const [tapped, setTapped] = useState(false);
  const offered =
    permission === 'default' ||
    (permission === 'granted' && (status === 'off' || (tapped && status === 'working')));
  if (!signedIn || dismissed || !offered || status === 'on') return null;
  const turnOn = () => {
    setTapped(true);
    void dispatch(enablePush());
  };
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <aside
      className={styles.prompt}
      aria-label={t('push.settings.label')}
      data-testid="push-prompt"
    >
      <div className={styles.promptText}>
        <strong>{t('push.prompt.title')}</strong>
        <p>{t('push.prompt.text')}</p>
        {error ? (
          <p className={styles.error} role="alert">
            {pushErrorText(error.code, t)}
          </p>
        ) : null}
      </div>
      <Button size="s" onClick={turnOn} disabled={status === 'working'}>
        {status === 'working' ? t('push.turningOn') : t('push.prompt.turnOn')}
      </Button>
      <Button size="s" variant="ghost" onClick={dismiss}>
        {t('push.prompt.notNow')}
      </Button>
    </aside>
  );
}
