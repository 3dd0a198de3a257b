import { useEffect, useState, type CSSProperties } from 'react';
import { Icon } from '@kirana/ui';
import { useT } from '../../lib/i18n';
import styles from './overlays.module.css';

/** How long "back online" stays up. */
export const BACK_ONLINE_MS = 3000;

/** The internet connection banner: "You are offline" while offline, then "back online" briefly. */
export function ConnectionBanner() {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const [recovered, setRecovered] = useState(false);
  const t = useT();
  const [headerBottom, setHeaderBottom] = useState<number | null>(null);
  useEffect(() => {
    const goOffline = () => {
      // phones show the banner just under the (sticky) header: see overlays.module.css
      setHeaderBottom(document.querySelector('header')?.getBoundingClientRect().bottom ?? null);
      setOnline(false);
      setRecovered(false);
    };
    const goOnline = () => {
      setOnline(true);
      setRecovered(true);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  useEffect(() => {
    if (!recovered) return;
    const timer = setTimeout(() => setRecovered(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [recovered]);

  return (
    <div
      role="status"
      aria-live="polite"
      style={
        headerBottom === null
          ? undefined
          : ({ '--header-bottom': `${headerBottom}px` } as CSSProperties)
      }
    >
      {!online ? (
        <div className={`${styles.banner} ${styles.offline}`}>
          <Icon name="wifiOff" size={20} />
          <span className={styles.bannerText}>
            <strong>{t('common.offline.title')}</strong>
            <span>{t('common.offline.hint')}</span>
          </span>
        </div>
      ) : recovered ? (
        <div className={`${styles.banner} ${styles.online}`}>
          <Icon name="wifi" size={20} />
          <span className={styles.bannerText}>
            <strong>{t('common.online.title')}</strong>
          </span>
        </div>
      ) : null}
    </div>
  );
}
