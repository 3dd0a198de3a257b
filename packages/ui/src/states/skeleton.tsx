import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * A grey shimmering placeholder block: a full-width line unless sized by `width` and `height`
 * or by the caller's `className`.
 */
export function Skeleton({
  width,
  height,
  radius,
  style,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <span
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}

/** A screen-reader announcement that content is loading (beside skeletons that are hidden). */
export function LoadingLabel({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={styles.srOnly} role="status">
      {label}
    </span>
  );
}

/** A paragraph-like stack of placeholder lines under a heading's, announced as loading. */
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
