import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import styles from './page-header.module.css';

/** A page's title (also the tab's), an optional line under it, and its main actions. */
export function PageHeader({
  title,
  sub,
  actions,
}: {
  title: string;
  sub?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const tabTitle = t('components.tab-title', { title });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <div className={styles.header}>
      <div>
        <h1>{title}</h1>
        {sub && <p className={styles.sub}>{sub}</p>}
      </div>
      {actions && <div className={`${styles.actions} no-print`}>{actions}</div>}
    </div>
  );
}
