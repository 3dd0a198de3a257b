import { useId, useRef } from 'react';
import { Button, Icon } from '@kirana/ui';
import type { usePhotoUploads } from './use-photo-uploads';
import styles from './photo-picker.module.css';
import { useT } from '../../lib/i18n';

type Uploads = ReturnType<typeof usePhotoUploads>;

/** A drawn plus sign, not a word. */
const PLUS = '+';

/** Up to `maxPhotos` photos: each shows its thumbnail, its upload progress or problem, and Remove. */
export function PhotoPicker({ uploads, error }: { uploads: Uploads; error?: string }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { photos, notice, add, remove, maxPhotos } = uploads;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t('common.photos.legend')}{' '}
        <span className={styles.optional}>{t('common.photos.optional', { count: maxPhotos })}</span>
      </legend>
      <p className={styles.hint}>{t('common.photos.hint')}</p>
      <ul className={styles.photoGrid}>
        {photos.map((p, i) => (
          <li key={p.localId} className={styles.photoTile} data-testid="photo-tile">
            <img
              src={p.previewUrl}
              alt={t('common.photos.alt', { n: i + 1 })}
              className={styles.photoImg}
            />
            {p.error ? (
              <span className={styles.photoError} role="alert">
                {p.error}
              </span>
            ) : p.photoId ? (
              <span className={styles.photoDone}>{t('common.photos.added')}</span>
            ) : (
              <progress
                className={styles.photoProgress}
                max={1}
                value={p.progress}
                aria-label={t('common.photos.uploading', { n: i + 1 })}
              />
            )}
            <button
              type="button"
              className={styles.photoRemove}
              aria-label={t('common.photos.remove', { n: i + 1 })}
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
                {PLUS}
              </span>
              {t('common.photos.add')}
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
        aria-label={t('common.photos.add-many')}
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
