import { useEffect, useState } from 'react';
import type { PushSubscriptionToken } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { blocks, useCan } from '../../components';
import { useT } from '../../lib/i18n';
import { notificationsApi } from './api';
import {
  browserSubscription,
  pushPermission,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from './browser-push';
import styles from './notifications.module.css';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * "Notify this browser": pushes of new orders and low stock to this browser, for the staff
 * member signed in (the owner and managers: the pushes carry money; packers never see it).
 */
export function BrowserPushSwitch() {
  const allowed = useCan('orders:money');
  return allowed ? <PushSwitch /> : null;
}

function PushSwitch() {
  const t = useT();
  const [state, setState] = useState<State>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [status] = notificationsApi.useLazyStaffPushQuery();
  const [subscribe] = notificationsApi.useSubscribeStaffPushMutation();
  const [unsubscribe] = notificationsApi.useUnsubscribeStaffPushMutation();

  // at first: is this browser on for me? If so it is saved again, so that this console
  // session (its sign-out forgets the browser) and language are the ones it is pushed for
  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    void (async () => {
      try {
        const subscription = await browserSubscription();
        const answer = await status(subscription?.endpoint).unwrap();
        const on = subscription !== null && answer.Subscribed;
        if (on) await subscribe(subscription.toJSON() as PushSubscriptionToken).unwrap();
        if (live) setState(pushPermission() === 'denied' ? 'denied' : on ? 'on' : 'off');
      } catch (err) {
        if (!live) return;
        setFailed(errorMessage(err));
        setState('off');
      }
    })();
    return () => {
      live = false;
    };
  }, [state, status, subscribe]);

  async function change(on: boolean) {
    setBusy(true);
    setFailed(null);
    try {
      if (on) {
        const { VapidPublicKey } = await status(undefined).unwrap();
        const subscription = await subscribeBrowser(VapidPublicKey);
        if (subscription === 'denied') {
          if (pushPermission() === 'denied') setState('denied');
          else setFailed(t('settings.push.not-allowed'));
          return;
        }
        await subscribe(subscription).unwrap();
        setState('on');
      } else {
        const endpoint = await unsubscribeBrowser();
        if (endpoint) await unsubscribe({ endpoint }).unwrap();
        setState('off');
      }
    } catch (err) {
      setFailed((err as { data?: unknown })?.data ? errorMessage(err) : t('settings.push.failed'));
    } finally {
      setBusy(false);
    }
  }

  const usable = state === 'on' || state === 'off';
  return (
    <section className={blocks.card} aria-label={t('settings.push.title')}>
      <h2 className={styles.title}>{t('settings.push.title')}</h2>
      <p className={styles.note}>{t('settings.push.note')}</p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={busy || !usable}
          aria-busy={busy || state === 'checking'}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('settings.push.switch')}
      </label>
      {(state === 'checking' || busy) && (
        <p role="status" className={styles.note}>
          {state === 'checking' ? t('settings.push.checking') : t('settings.push.busy')}
        </p>
      )}
      {state === 'unsupported' && <p className={styles.note}>{t('settings.push.unsupported')}</p>}
      {state === 'denied' && (
        <p role="alert" className={styles.error}>
          {t('settings.push.denied')}
        </p>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      )}
    </section>
  );
}
