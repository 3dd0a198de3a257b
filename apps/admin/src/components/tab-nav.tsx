import { NavLink } from 'react-router';
import styles from './tab-nav.module.css';

export interface Tab {
  to: string;
  label: string;
  /** Active only on exactly this path (not on the paths under it). */
  end?: boolean;
}

/** A section's own pages as a row of tabs under its header; the current one is marked. */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
