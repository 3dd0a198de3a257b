import { useEffect, useState } from 'react';
import type { PushSubscriptionToken } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { useT } from '../../lib/i18n';
import { notificationsApi } from './api';
import {
  browserSubscription,
  pushPermission,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from './browser-push';

export type BrowserPushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * This browser's "Notify this browser" for the staff member signed in: whether it is on (checked
 * once, then saved again when on), and turning it on and off, with the busy and failed states
 * the switch in Settings › Alerts and the Orders page's prompt show.
 */
export function useBrowserPush() {
  const t = useT();
  const [state, setState] = useState<BrowserPushState>(() =>
    pushSupported() ? 'checking' : 'unsupported',
  );
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

  return { state, busy, failed, change };
}
