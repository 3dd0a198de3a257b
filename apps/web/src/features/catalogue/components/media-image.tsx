import { mediaSrcSet, mediaUrl } from '../media';
import styles from './media-image.module.css';

interface Props {
  mediaId: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Above the fold: loaded at once with high priority. */
  eager?: boolean;
  className?: string;
}

/** A media item as responsive WebP (srcset over every width), lazy unless `eager`. */
export default function MediaImage({ mediaId, alt, sizes, eager = false, className }: Props) {
  if (!mediaId) {
    return (
      <span className={`${styles.placeholder} ${className ?? ''}`} role="img" aria-label={alt}>
        {alt.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={mediaUrl(mediaId, 480)}
      srcSet={mediaSrcSet(mediaId)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      width={480}
      height={480}
    />
  );
}
