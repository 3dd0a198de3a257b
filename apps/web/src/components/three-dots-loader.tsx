import { useUiWords } from '@kirana/ui';
import styles from './three-dots-loader.module.css';

/** Three coloured bouncing dots, announced as "Loading". */
export function ThreeDotsLoader({ label }: { label?: string }) {
  const words = useUiWords();
  return (
    <span className={styles.dots} role="status" aria-label={label ?? words.loading}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  );
}

/** The dots centred in a block (page sections). */
export function InlineLoader({ label }: { label?: string }) {
  return (
    <div className={styles.inline}>
      <ThreeDotsLoader label={label} />
    </div>
  );
}

/** The full-screen loading overlay (lazy-route fallback); appears only after a short delay. */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <div className={styles.overlay}>
      <ThreeDotsLoader label={label} />
    </div>
  );
}
