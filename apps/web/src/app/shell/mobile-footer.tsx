import { NavLink } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Icon, type IconName } from '@kirana/ui';
import { drawerToggled, selectIsDrawerOpen } from '../../features/ui';
import styles from './footer.module.css';

const TABS: Array<{ to: string; label: string; icon: IconName }> = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/categories', label: 'Categories', icon: 'grid' },
  { to: '/search', label: 'Search', icon: 'search' },
  { to: '/cart', label: 'Cart', icon: 'cart' },
];

/** Mobile footer: the bottom tab bar; Account opens the side menu with the account links. */
export function MobileFooter() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  return (
    <footer className={styles.tabbar}>
      <nav aria-label="Bottom">
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className={styles.tab}>
                <Icon name={tab.icon} size={22} />
                {tab.label}
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
              Account
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
