import { useEffect, useState } from 'react';
import { getRefundPhoto } from '../api';
import styles from './refunds.module.css';

/**
 * A return photo's thumbnail: fetched as a blob with the Bearer header (an <img src> cannot send
 * it), shown from an object URL that is revoked when the thumbnail goes.
 */
export function RefundPhoto({ photoId, index }: { photoId: string; index: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    getRefundPhoto(photoId).then(
      ({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);
  const alt = `Photo ${index + 1}`;
  if (url)
    return (
      <a href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
        <img src={url} alt={alt} className={styles.photo} />
      </a>
    );
  return (
    <span className={styles.photoPlaceholder} role="img" aria-label={alt}>
      {failed ? 'Photo unavailable' : null}
    </span>
  );
}
