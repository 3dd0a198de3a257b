import { useState } from 'react';
import type { AdminProduct } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import { blocks, Button, FilePicker } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi, thumbUrl } from '../api';
import styles from '../catalogue.module.css';
import { fileProblem, IMAGE_ACCEPT } from './image-picker';

/** A product's images: upload (several at once), move earlier or later (the first is the primary), delete. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const t = useT();
  const [upload, uploading] = catalogueApi.useUploadProductImageMutation();
  const [order, ordering] = catalogueApi.useOrderProductImagesMutation();
  const [remove, removing] = catalogueApi.useDeleteProductImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const images = product.Images;
  const failure = uploading.error ?? ordering.error ?? removing.error;
  const busy = uploading.isLoading || ordering.isLoading || removing.isLoading;

  const move = (from: number, to: number) => {
    const ids = images.map((i) => i.Id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void order({ productId: product.Id, Ids: ids });
  };
  const pick = async (files: FileList | null) => {
    setProblem(null);
    for (const file of Array.from(files ?? [])) {
      const p = fileProblem(file, t);
      if (p) {
        setProblem(t('catalogue.images.file-problem', { file: file.name, problem: p }));
        continue;
      }
      await upload({ productId: product.Id, file });
    }
  };

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="images">
      <h2 id="images">{t('catalogue.images.title')}</h2>
      {images.length ? (
        <ol className={styles.images}>
          {images.map((img, i) => (
            <li key={img.Id} className={styles.image}>
              <img src={thumbUrl(img.MediaId, 320)} alt={img.Alt} loading="lazy" />
              <span className={styles.muted}>
                {i === 0 ? t('catalogue.images.primary') : t('catalogue.images.nth', { n: i + 1 })}
              </span>
              <span className={styles.rowActions}>
                <Button
                  size="s"
                  variant="ghost"
                  aria-label={t('catalogue.images.earlier', { n: i + 1 })}
                  disabled={i === 0 || busy}
                  onClick={() => move(i, i - 1)}
                >
                  ←
                </Button>
                <Button
                  size="s"
                  variant="ghost"
                  aria-label={t('catalogue.images.later', { n: i + 1 })}
                  disabled={i === images.length - 1 || busy}
                  onClick={() => move(i, i + 1)}
                >
                  →
                </Button>
                <Button
                  size="s"
                  variant="danger"
                  disabled={busy}
                  onClick={() => remove({ productId: product.Id, imageId: img.Id })}
                >
                  {t('catalogue.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('catalogue.images.none')}</p>
      )}
      <div>
        <FilePicker
          aria-label={t('catalogue.images.add')}
          buttonLabel={t('catalogue.images.add')}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={busy}
          onChange={(e) => {
            void pick(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {uploading.isLoading && <p role="status">{t('catalogue.images.uploading')}</p>}

      {(problem || !!failure) && (
        <p role="alert" className={styles.error}>
          {problem ?? errorMessage(failure)}
        </p>
      )}
    </section>
  );
}
