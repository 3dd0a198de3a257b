import { useState } from 'react';
import type { OptionRow, ProductImage } from '@kirana/shared';
import MediaImage from '../media-image';
import { useT } from '../../../../lib/i18n';
import styles from './image-gallery.module.css';

/** The product's pictures: a large one (loaded at once) and thumbnails to switch between them. */
export default function ImageGallery({
  images,
  name,
}: {
  images: readonly ProductImage[];
  name: string;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <MediaImage
          mediaId={current?.MediaId ?? null}
          alt={current?.Alt || name}
          sizes="(max-width: 767px) 92vw, 480px"
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('product.images')}>
          {images.map((img, i) => (
            <li key={img.MediaId}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.current : ''}`}
                onClick={() => setIndex(i)}
                aria-label={t('product.show-image', { n: i + 1, total: images.length })}
                aria-pressed={i === index}
              >
                <MediaImage mediaId={img.MediaId} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The product's pictures with the chosen row's own pack (the 5 kg bag) in place of the first. */
export function withRowImage(
  images: readonly ProductImage[],
  row: OptionRow | null,
  name: string,
): readonly ProductImage[] {
  if (!row?.MediaId) return images;
  return [{ MediaId: row.MediaId, Alt: `${name}, ${row.Label} pack, front` }, ...images.slice(1)];
}
