import { useEffect, useState } from 'react';
import { useServerQuery } from '../../../lib/use-server-query';
import { useT } from '../../../lib/i18n';
import { getRefundPhoto } from '../api';
import styles from './refunds.module.css';

/**
 * A return photo's thumbnail: fetched as a blob with the Bearer header (an <img src> cannot send
 * it), shown from an object URL that is revoked when the thumbnail goes.
 */
export function RefundPhoto({ photoId, index }: { photoId: string; index: number }) {
  const photo = useServerQuery(`GET /refund-photos/${photoId}`, (signal) =>
    getRefundPhoto(photoId, signal),
  );
  const t = useT();
  const url = useObjectUrl(photo.data?.blob ?? null);
  const failed = photo.status === 'error';
  const alt = t('refunds.photo.alt', { n: index + 1 });
  if (url)
    return (
      <a href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
        <img src={url} alt={alt} className={styles.photo} />
      </a>
    );
  return (
    <span className={styles.photoPlaceholder} role="img" aria-label={alt}>
      {failed ? t('refunds.photo.unavailable') : null}
    </span>
  );
}

/** An object URL for `blob` while the component shows it, revoked when it goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
