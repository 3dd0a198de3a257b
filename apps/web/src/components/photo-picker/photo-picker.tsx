import { useId, useRef } from 'react';
import { Button, Icon } from '@kirana/ui';
import { useT } from '../../lib/i18n';
import type { usePhotoUploads } from './use-photo-uploads';
import styles from './photo-picker.module.css';

type Uploads = ReturnType<typeof usePhotoUploads>;

/** Up to `maxPhotos` photos: each shows its thumbnail, its upload progress or problem, and Remove. */
export function PhotoPicker({ uploads, error }: { uploads: Uploads; error?: string }) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { photos, notice, add, remove, maxPhotos } = uploads;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t('photos.legend')}{' '}
        <span className={styles.optional}>{t('photos.optionalUpTo', { max: maxPhotos })}</span>
      </legend>
      <p className={styles.hint}>{t('photos.hint')}</p>
      <ul className={styles.photoGrid}>
        {photos.map((p, i) => (
          <li key={p.localId} className={styles.photoTile} data-testid="photo-tile">
            <img
              src={p.previewUrl}
              alt={t('photos.alt', { n: i + 1 })}
              className={styles.photoImg}
            />
            {p.error ? (
              <span className={styles.photoError} role="alert">
                {p.error}
              </span>
            ) : p.photoId ? (
              <span className={styles.photoDone}>{t('photos.added')}</span>
            ) : (
              <progress
                className={styles.photoProgress}
                max={1}
                value={p.progress}
                aria-label={t('photos.uploading', { n: i + 1 })}
              />
            )}
            <button
              type="button"
              className={styles.photoRemove}
              aria-label={t('photos.remove', { n: i + 1 })}
              onClick={() => remove(p.localId)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {photos.length < maxPhotos ? (
          <li>
            <Button
              variant="secondary"
              className={styles.addPhoto}
              onClick={() => input.current?.click()}
            >
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              {t('photos.add')}
            </Button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        id={`${id}-photos`}
        type="file"
        accept="image/*"
        multiple
        className={styles.fileInput}
        aria-label={t('photos.addMany')}
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {notice ? <p className={styles.error}>{notice}</p> : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
