// Apart from skeleton.tsx: only text pages and the console draw it, not the storefront's shell.
import { Skeleton } from './skeleton';
import styles from './skeleton.module.css';
import { useUiWords } from '../ui-words';

/** A paragraph-like stack of placeholder lines under a heading's, announced as loading. */
export function SkeletonText({ lines = 6, label }: { lines?: number; label?: string }) {
  const words = useUiWords();
  return (
    <div className={styles.lines} role="status" aria-label={label ?? words.loading}>
      <Skeleton width="45%" height={24} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
