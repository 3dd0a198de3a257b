import { formatInr } from '../../catalogue';
import styles from './free-delivery-nudge.module.css';
import { Trans, useT } from '../../../lib/i18n';

/** "Add ₹x more for free delivery" with a progress bar, or the free-delivery cheer. */
export default function FreeDeliveryNudge({
  missing,
  isFree,
  threshold,
}: {
  missing: number;
  isFree: boolean;
  threshold: number | null;
}) {
  const t = useT();
  if (isFree && threshold !== null) {
    return <p className={`${styles.nudge} ${styles.nudgeDone}`}>{t('cart.nudge.done')}</p>;
  }
  if (missing <= 0 || threshold === null) return null;
  const pct = Math.max(4, Math.min(100, Math.round(((threshold - missing) * 100) / threshold)));
  return (
    <div className={styles.nudge}>
      <p className={styles.nudgeText}>
        <Trans
          id="cart.nudge.more"
          values={{ amount: formatInr(missing) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <span className={styles.nudgeTrack} aria-hidden="true">
        <span className={styles.nudgeFill} style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}
