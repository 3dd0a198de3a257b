import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey shimmering placeholder block. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  return (
    <span
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}

/** A paragraph-like stack of placeholder lines, announced as loading. */
export function SkeletonText({ lines = 6, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className={styles.lines} role="status" aria-label={label}>
      <Skeleton width="45%" height={24} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
