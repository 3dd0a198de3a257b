import { useState } from 'react';
import type { RefundPhotoLink } from '@kirana/shared';
import { Dialog } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './refunds.module.css';

/**
 * A return photo by the signed address the server gave (no token needed, the browser caches it);
 * an expired address says so until the answer is fetched again (a new address, a new Photo).
 */
function Photo({ url, alt, large }: { url: string; alt: string; large?: boolean }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={styles.photoMissing}>{t('refunds.photo.unavailable')}</span>;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className={large ? styles.photoLarge : styles.thumb}
      onError={() => setFailed(true)}
    />
  );
}

/** The shopper's photos as thumbnails; each opens large in a dialog. */
export function ReturnPhotos({ photos, label }: { photos: RefundPhotoLink[]; label: string }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  if (photos.length === 0) return <span className={styles.muted}>{t('refunds.photo.none')}</span>;
  return (
    <div className={styles.photos}>
      {photos.map((p, i) => (
        <button
          key={p.PhotoId}
          type="button"
          className={styles.thumbButton}
          aria-label={t('refunds.photo.open', { n: i + 1, label })}
          onClick={() => setOpen(p.Url)}
        >
          <Photo key={p.Url} url={p.Url} alt={t('refunds.photo.nth', { n: i + 1, label })} />
        </button>
      ))}
      <Dialog
        open={open !== null}
        title={t('refunds.photo.of', { label })}
        onClose={() => setOpen(null)}
      >
        {open && <Photo key={open} url={open} alt={t('refunds.photo.of', { label })} large />}
      </Dialog>
    </div>
  );
}
