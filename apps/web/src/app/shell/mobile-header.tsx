import { SearchBox } from '../../features/catalogue';
import { CartBadge } from '../../features/cart';
import { DeliverToButton } from '../../features/delivery';
import { AccountLink } from '../../features/auth';
import { Brand } from './brand';
import { MenuButton } from './menu-button';
import styles from './header.module.css';

/** Mobile header: menu, logo, where to deliver, account, cart; the search box on a second row. */
export function MobileHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.mobileRow}>
        <MenuButton />
        <div className={styles.mobileBrand}>
          <Brand compact />
        </div>
        <DeliverToButton compact />
        <AccountLink compact />
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
