import { useT } from '../../lib/i18n';
import styles from './audit-page.module.css';

const show = (v: unknown) =>
  v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The fields an entry changed, before → after (every field of an entry with only one side). */
export function Changes({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (!keys.length) return <span className={styles.muted}>{t('audit.no-change')}</span>;
  return (
    <dl className={styles.changes}>
      {keys.map((k) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            {before != null && <del>{show(b[k])}</del>}
            {before != null && after != null && ' → '}
            {after != null && <ins>{show(a[k])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
