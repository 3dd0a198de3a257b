import { blocks, useCan } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './notifications.module.css';
import { useBrowserPush } from './use-browser-push';

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
  const { state, busy, failed, change } = useBrowserPush();
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
