import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';
import { useUiWords } from '../ui-words';

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
export function LoadingLabel({ label }: { label?: string }) {
  const words = useUiWords();
  return (
    <span className={styles.srOnly} role="status">
      {label ?? words.loading}
    </span>
  );
}
