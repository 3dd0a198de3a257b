import { NavLink } from '../../lib/router';
import { Icon } from '@kirana/ui';
import { SearchBox } from '../../features/catalogue';
import { CartBadge } from '../../features/cart';
import { DeliverToButton } from '../../features/delivery';
import { AccountLink } from '../../features/auth';
import { Brand } from './brand';
import { MenuButton } from './menu-button';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';
import { useT } from '../../lib/i18n';

/** Desktop header: menu, logo and name, where to deliver, search, Categories, My list, theme switch, account, cart. */
export function DesktopHeader() {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MenuButton />
        <Brand showTagline />
        <DeliverToButton />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <nav className={styles.nav} aria-label={t('shell.nav.main')}>
          <NavLink to="/categories" className={styles.navLink}>
            <Icon name="grid" size={18} />
            {t('shell.categories')}
          </NavLink>
          <NavLink to="/wishlist" className={styles.navLink}>
            <Icon name="heart" size={18} />
            {t('shell.my-list')}
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <ThemeToggle />
          <AccountLink />
          <div className={styles.cart}>
            <CartBadge />
          </div>
        </div>
      </div>
    </header>
  );
}
