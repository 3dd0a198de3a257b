import { NavLink } from 'react-router';
import styles from './catalogue.module.css';

const TABS = [
  { to: '/catalogue', label: 'Products', end: true },
  { to: '/catalogue/categories', label: 'Categories', end: false },
  { to: '/catalogue/home', label: 'Banners & shelves', end: false },
  { to: '/catalogue/import', label: 'Import / export', end: false },
];

/** The catalogue's own pages, under its header. */
export function CatalogueTabs() {
  return (
    <nav className={styles.tabs} aria-label="Catalogue">
      {TABS.map((t) => (
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
