import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Switch } from '../../../components/switch';
import { Trans, useT } from '../../../lib/i18n';
import { selectIsAuthenticated } from '../../users';
import { disablePush, enablePush, selectPush } from '../notifications-slice';
import { pushErrorText } from '../push-errors';
import styles from './push.module.css';

/** Settings: order updates by push on this browser, with why they cannot be on when they cannot. */
export function PushSettingsRow() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { permission, status, error } = useAppSelector(selectPush);
  const on = status === 'on';
  const unsupported = permission === 'unsupported';
  const blocked = permission === 'denied';
  return (
    <div>
      <Switch
        label={t('push.settings.label')}
        description={t('push.settings.description')}
        checked={on}
        disabled={!signedIn || unsupported || blocked || status === 'working'}
        onChange={(next) => void dispatch(next ? enablePush() : disablePush())}
      />
      {!signedIn ? (
        <p className={styles.status}>
          <Trans
            id="push.settings.signIn"
            components={{ 0: <Link to="/login?next=%2Fsettings" /> }}
          />
        </p>
      ) : unsupported ? (
        <p className={styles.status}>{t('push.error.unsupported-browser')}</p>
      ) : blocked ? (
        <p className={styles.error} role="alert">
          {t('push.error.permission-blocked')}
        </p>
      ) : error ? (
        <p className={styles.error} role="alert" data-code={error.code}>
          {pushErrorText(error.code, t)}
        </p>
      ) : status === 'working' ? (
        <p className={styles.status} aria-live="polite">
          {t('push.turningOn')}
        </p>
      ) : on ? (
        <p className={styles.status}>{t('push.settings.on')}</p>
      ) : null}
    </div>
  );
}
