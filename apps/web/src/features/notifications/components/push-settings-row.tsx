import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Switch } from '../../../components/switch';
import { selectIsAuthenticated } from '../../users';
import { disablePush, enablePush, selectPush } from '../notifications-slice';
import { PUSH_ERRORS } from '../push-errors';
import styles from './push.module.css';

/** Settings: order updates by push on this browser, with why they cannot be on when they cannot. */
export function PushSettingsRow() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { permission, status, error } = useAppSelector(selectPush);
  const on = status === 'on';
  const unsupported = permission === 'unsupported';
  const blocked = permission === 'denied';
  return (
    <div>
      <Switch
        label="Order updates"
        description="Notifications on this device when your order ships, arrives, or a refund is credited."
        checked={on}
        disabled={!signedIn || unsupported || blocked || status === 'working'}
        onChange={(next) => void dispatch(next ? enablePush() : disablePush())}
      />
      {!signedIn ? (
        <p className={styles.status}>
          <Link to="/login?next=%2Fsettings">Sign in</Link> to get order updates.
        </p>
      ) : unsupported ? (
        <p className={styles.status}>{PUSH_ERRORS['messaging/unsupported-browser']}</p>
      ) : blocked ? (
        <p className={styles.error} role="alert">
          {PUSH_ERRORS['messaging/permission-blocked']}
        </p>
      ) : error ? (
        <p className={styles.error} role="alert" data-code={error.code}>
          {error.message}
        </p>
      ) : status === 'working' ? (
        <p className={styles.status} aria-live="polite">
          Turning on…
        </p>
      ) : on ? (
        <p className={styles.status}>On for this device.</p>
      ) : null}
    </div>
  );
}
