import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { beforeSignOut } from '../../../lib/before-sign-out';
import { NOTICE_VIBRATION_KEY, useNoticeSetting } from '../../../lib/notice-settings';
import { showToast } from '../../../lib/toasts';
import { selectIsAuthenticated } from '../../users';
import { requestWelcome, syncPush } from '../notifications-slice';
import { pushSupported } from '../push-support';
import styles from './push.module.css';

/**
 * Mounted once by the shell: once signed in asks for the welcome (dummy) notification and saves
 * this browser's subscription (when allowed),
 * forgets it before sign-out, tells the worker the vibration setting, and turns pushes that
 * arrive while the store is open into a toast with sound and vibration.
 */
export function PushListener() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const vibration = useNoticeSetting(NOTICE_VIBRATION_KEY);

  useEffect(() => {
    if (!signedIn) return;
    // the welcome is asked for first: the server pushes it once a subscription is saved
    void dispatch(requestWelcome());
    void dispatch(syncPush());
  }, [dispatch, signedIn]);

  // the subscription and its database load when needed, not with the first screen
  useEffect(
    () => beforeSignOut(() => import('../push-subscription').then((m) => m.removePushToken())),
    [],
  );

  useEffect(() => {
    if (typeof indexedDB !== 'undefined')
      void import('../push-db')
        .then((db) => db.writePushValue(db.VIBRATION_KEY, vibration))
        .catch(() => undefined);
  }, [vibration]);

  useEffect(() => {
    if (!pushSupported()) return;
    // foreground.ts parses the message with its zod schema: loaded on the first message, so
    // the first screen does without zod
    const onMessage = (event: MessageEvent) =>
      void import('./foreground').then(({ inAppPath, pushFromWorker, ring }) => {
        const message = pushFromWorker(event.data);
        if (!message) return;
        ring();
        const path = inAppPath(message.click_action);
        const text = (
          <>
            <strong>{message.title}</strong>
            <span>{message.body}</span>
          </>
        );
        showToast(
          'info',
          () =>
            path ? (
              <Link to={path} className={styles.toast}>
                {text}
              </Link>
            ) : (
              <div className={styles.toast}>{text}</div>
            ),
          { toastId: message.tag },
        );
      });
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
