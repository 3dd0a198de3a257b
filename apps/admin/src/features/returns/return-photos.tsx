import { useEffect, useState } from 'react';
import { selectToken } from '../../app/session-slice';
import { useAppSelector } from '../../app/store';
import { Dialog } from '../../components';
import styles from './returns.module.css';

/** A return photo fetched with the staff token (an <img> cannot send it), as an object URL. */
function usePhotoUrl(photoId: string): string | null | 'error' {
  const token = useAppSelector(selectToken);
  const [url, setUrl] = useState<string | null | 'error'>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(`/api/admin/refund-photos/${photoId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setUrl('error'));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photoId, token]);
  return url;
}

function Photo({ photoId, alt, large }: { photoId: string; alt: string; large?: boolean }) {
  const url = usePhotoUrl(photoId);
  if (url === 'error') return <span className={styles.photoMissing}>Photo unavailable</span>;
  if (!url)
    return <span className={styles.photoLoading} role="status" aria-label="Loading photo" />;
  return <img src={url} alt={alt} className={large ? styles.photoLarge : styles.thumb} />;
}

/** The shopper's photos as thumbnails; each opens large in a dialog. */
export function ReturnPhotos({ photoIds, label }: { photoIds: string[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (photoIds.length === 0) return <span className={styles.muted}>No photos</span>;
  return (
    <div className={styles.photos}>
      {photoIds.map((id, i) => (
        <button
          key={id}
          type="button"
          className={styles.thumbButton}
          aria-label={`Open photo ${i + 1} of ${label}`}
          onClick={() => setOpen(id)}
        >
          <Photo photoId={id} alt={`Photo ${i + 1} of ${label}`} />
        </button>
      ))}
      <Dialog open={open !== null} title={`Photo of ${label}`} onClose={() => setOpen(null)}>
        {open && <Photo photoId={open} alt={`Photo of ${label}`} large />}
      </Dialog>
    </div>
  );
}
