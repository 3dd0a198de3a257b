import type { DeliveryAreasPreview } from '@kirana/shared';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
import styles from './settings.module.css';

/** How many of each kind are listed by prefix before "and N more". */
const SHOWN = 12;

const prefixes = (list: { Prefix: string; Place: string | null }[]) =>
  list
    .slice(0, SHOWN)
    .map((a) => (a.Place ? `${a.Prefix} (${a.Place})` : a.Prefix))
    .join(', ');

/** What an uploaded file would change, before anything is written; applied only when confirmed. */
export function AreasPreview({
  preview,
  file,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: DeliveryAreasPreview;
  file: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const rows = [
    { id: 'added', list: preview.Added },
    { id: 'changed', list: preview.Changed.map((c) => c.After) },
    { id: 'removed', list: preview.Removed },
  ] as const;
  const nothing = rows.every((r) => r.list.length === 0);
  return (
    <section aria-label={t('settings.areas.preview', { file })} className={styles.preview}>
      <h3 className={styles.sectionTitle}>{t('settings.areas.preview', { file })}</h3>
      {preview.ManyStop && (
        <p role="alert" className={styles.error}>
          {t('settings.areas.many-stop', { count: preview.Stopping })}
        </p>
      )}
      <ul className={styles.previewList}>
        {rows.map((r) => (
          <li key={r.id}>
            <strong>{t(`settings.areas.${r.id}`, { count: r.list.length })}</strong>
            {r.list.length > 0 && <> {prefixes(r.list)}</>}
            {r.list.length > SHOWN && (
              <> {t('settings.areas.more', { count: r.list.length - SHOWN })}</>
            )}
          </li>
        ))}
        <li>{t('settings.areas.unchanged', { count: preview.Unchanged })}</li>
      </ul>
      <div className={styles.buttons}>
        <Button
          variant={preview.ManyStop ? 'danger' : 'primary'}
          busy={busy}
          disabled={nothing}
          onClick={onConfirm}
        >
          {t('settings.areas.apply')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('settings.areas.keep')}
        </Button>
      </div>
    </section>
  );
}
