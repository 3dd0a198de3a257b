import { useT } from '../../lib/i18n';
import { changeLines } from './audit-words';
import styles from './audit-page.module.css';

/** The fields an entry changed, a plain sentence each: "Price: ₹449.00 → ₹448.00". */
export function Changes({
  before,
  after,
  entity,
}: {
  before: unknown;
  after: unknown;
  entity?: string;
}) {
  const t = useT();
  const lines = changeLines(t, before, after, entity);
  // an entry that records no fields (an archive) says it all in its sentence
  if (!lines.length)
    return before == null && after == null ? null : (
      <span className={styles.muted}>{t('audit.no-change')}</span>
    );
  return (
    <ul className={styles.changes}>
      {lines.map((l) => (
        <li key={l.key}>{l.text}</li>
      ))}
    </ul>
  );
}
