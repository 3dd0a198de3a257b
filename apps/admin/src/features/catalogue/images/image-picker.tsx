import { useId, useState } from 'react';
import type { Translate } from '@kirana/ui/i18n';
import { errorMessage } from '../../../app/api';
import { Button, FilePicker } from '../../../components';

import { useT } from '../../../lib/i18n';
import { thumbUrl } from '../api';
import styles from '../catalogue.module.css';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** The file's problem before it is sent (type and size); the server checks the bytes again. */
export function fileProblem(file: File, t: Translate): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return t('catalogue.image.wrong-type');
  if (file.size > MAX_BYTES) return t('catalogue.image.too-large');
  return null;
}

/** One picture: shown small, replaced by choosing a file, removed with a button. */
export function ImagePicker({
  label,
  mediaId,
  busy,
  error,
  onPick,
  onRemove,
}: {
  label: string;
  mediaId: string | null;
  busy?: boolean;
  error?: unknown;
  onPick: (file: File) => unknown;
  onRemove?: () => unknown;
}) {
  const t = useT();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className={styles.image}>
      <label htmlFor={id}>{label}</label>
      {mediaId ? (
        <img src={thumbUrl(mediaId, 320)} alt={label} />
      ) : (
        <span className={styles.muted}>{t('catalogue.image.none')}</span>
      )}
      <FilePicker
        id={id}
        accept={IMAGE_ACCEPT}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const p = fileProblem(file, t);
          setProblem(p);
          if (!p) void onPick(file);
        }}
      />
      {mediaId && onRemove && (
        <Button size="s" variant="secondary" busy={busy} onClick={() => void onRemove()}>
          {t('catalogue.image.remove')}
        </Button>
      )}
      {(problem || !!error) && (
        <p role="alert" className={styles.error}>
          {problem ?? errorMessage(error)}
        </p>
      )}
    </div>
  );
}
