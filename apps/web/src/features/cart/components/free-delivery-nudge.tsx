import { formatInr } from '../../catalogue';
import styles from './free-delivery-nudge.module.css';

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
  if (isFree && threshold !== null) {
    return (
      <p className={`${styles.nudge} ${styles.nudgeDone}`}>
        Yay! You get free delivery on this order
      </p>
    );
  }
  if (missing <= 0 || threshold === null) return null;
  const pct = Math.max(4, Math.min(100, Math.round(((threshold - missing) * 100) / threshold)));
  return (
    <div className={styles.nudge}>
      <p className={styles.nudgeText}>
        Add <strong>{formatInr(missing)}</strong> more for free delivery
      </p>
      <span className={styles.nudgeTrack} aria-hidden="true">
        <span className={styles.nudgeFill} style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}
