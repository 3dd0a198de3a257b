import { NavLink } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Icon, type IconName } from '@kirana/ui';
import { drawerToggled, selectIsDrawerOpen } from '../../features/ui';
import styles from './footer.module.css';
import { useT } from '../../lib/i18n';

// message ids, written out so the catalogue check sees them: t('shell.home') t('shell.categories') t('shell.search') t('shell.cart')
type TabLabel = 'shell.home' | 'shell.categories' | 'shell.search' | 'shell.cart';

const TABS: Array<{ to: string; label: TabLabel; icon: IconName }> = [
  { to: '/', label: 'shell.home', icon: 'home' },
  { to: '/categories', label: 'shell.categories', icon: 'grid' },
  { to: '/search', label: 'shell.search', icon: 'search' },
  { to: '/cart', label: 'shell.cart', icon: 'cart' },
];

/** Mobile footer: the bottom tab bar; Account opens the side menu with the account links. */
export function MobileFooter() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  const t = useT();
  return (
    <footer className={styles.tabbar}>
      <nav aria-label={t('shell.nav.bottom')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className={styles.tab}>
                <Icon name={tab.icon} size={22} />
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.tab}
              aria-expanded={drawerOpen}
              aria-controls="side-drawer"
              onClick={() => dispatch(drawerToggled(true))}
            >
              <Icon name="user" size={22} />
              {t('shell.account')}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
