import type { StatusTone } from '@kirana/ui';
import styles from './misc.module.css';

export type BadgeTone = StatusTone;

/** A short status word in a coloured pill. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
