import { useState } from 'react';
import { Button, useCan } from '../../components';
import { useT } from '../../lib/i18n';
import { pushSupported } from './browser-push';
import styles from './notifications.module.css';
import { useBrowserPush } from './use-browser-push';

// The Orders page's nudge to "Notify this browser" (owners open Orders, not Settings › Alerts):
// one line, only where it can work and is not on yet, gone for good on this browser once closed.

const DISMISSED_KEY = 'kirana.console.push-prompt-dismissed';

const wasDismissed = (): boolean => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * "Get a notification for each new order", for those new orders are pushed to (the owner and
 * managers: `orders:money`), in a browser that can take pushes and is not subscribed yet.
 */
export function NewOrderPushPrompt() {
  const allowed = useCan('orders:money');
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!allowed || dismissed || !pushSupported()) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // private mode: closed for this page only
    }
    setDismissed(true);
  };
  return <Prompt onDismiss={dismiss} />;
}

function Prompt({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  const { state, busy, failed, change } = useBrowserPush();
  // what the staff member did here stays in view: turned on, or blocked by the browser
  const [asked, setAsked] = useState(false);
  if (state === 'checking' || state === 'unsupported') return null;
  if (!asked && state !== 'off') return null;
  return (
    <section className={styles.prompt} aria-label={t('settings.push.title')}>
      {state === 'on' ? (
        <p role="status" className={styles.promptText}>
          {t('settings.push.prompt-done')}
        </p>
      ) : state === 'denied' ? (
        <p role="alert" className={styles.error}>
          {t('settings.push.denied')}
        </p>
      ) : (
        <>
          <p className={styles.promptText}>{t('settings.push.prompt')}</p>
          <Button
            size="s"
            busy={busy}
            busyLabel={t('settings.push.busy')}
            onClick={() => {
              setAsked(true);
              void change(true);
            }}
          >
            {t('settings.push.prompt-turn-on')}
          </Button>
        </>
      )}
      <Button variant="ghost" size="s" onClick={onDismiss}>
        {state === 'on' ? t('settings.push.prompt-close') : t('settings.push.prompt-dismiss')}
      </Button>
      {failed && (
        <p role="alert" className={`${styles.error} ${styles.promptFailed}`}>
          {failed}
        </p>
      )}
    </section>
  );
}
