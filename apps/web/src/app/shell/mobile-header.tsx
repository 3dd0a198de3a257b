import { useAppDispatch, useAppSelector } from '../hooks';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import SearchBox from '../../features/catalogue/components/search-box';
import CartBadge from '../../features/cart/components/cart-badge';
import { drawerToggled, selectIsDrawerOpen } from '../../features/general/ui-slice';
import { Brand } from './brand';
import styles from './header.module.css';

/** Mobile header: menu, logo, cart; the search box on a second row. */
export function MobileHeader() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  return (
    <header className={styles.header}>
      <div className={styles.mobileRow}>
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
        <div className={styles.mobileBrand}>
          <Brand compact />
        </div>
        <div className={styles.cart}>
          <CartBadge />
        </div>
      </div>
      <div className={styles.mobileSearch}>
        <SearchBox />
      </div>
    </header>
  );
}
