import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import SearchBox from '../../features/catalogue/components/search-box';
import CartBadge from '../../features/cart/components/cart-badge';
import { drawerToggled, selectIsDrawerOpen } from '../../features/general/ui-slice';
import { Brand } from './brand';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

/** Desktop header: menu, logo and name, search, Categories, theme switch, cart. */
export function DesktopHeader() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Button
          variant="ghost"
          iconOnly
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="side-drawer"
          onClick={() => dispatch(drawerToggled(true))}
        >
          <Icon name="menu" />
        </Button>
        <Brand showTagline />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <nav className={styles.nav} aria-label="Main">
          <NavLink to="/categories" className={styles.navLink}>
            <Icon name="grid" size={18} />
            Categories
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <ThemeToggle />
          <div className={styles.cart}>
            <CartBadge />
          </div>
        </div>
      </div>
    </header>
  );
}
