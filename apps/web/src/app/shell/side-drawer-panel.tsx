import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { NavLink, useNavigate } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Button, Icon, type IconName } from '@kirana/ui';
import { Switch } from '../../components/switch';
import { useFocusTrap } from '../../lib/focus-trap';
import { setThemePreference, useTheme } from '../../lib/theme';
import { selectIsAboutUsEnabled } from '../../features/general';
import { drawerClosed, installDialogShown, selectIsDrawerOpen } from '../../features/ui';
import { isRunningStandalone } from '../../features/install-app';
import { logout } from '../../features/auth';
import { LanguagePicker, selectDisplayName, selectIsAuthenticated } from '../../features/users';
import { Brand } from './brand';
import styles from './side-drawer.module.css';

interface DrawerLink {
  to: string;
  label: string;
  icon: IconName;
}

const SHOP: DrawerLink[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/categories', label: 'All categories', icon: 'grid' },
  { to: '/search', label: 'Search', icon: 'search' },
  { to: '/cart', label: 'Cart', icon: 'cart' },
];
const SIGN_IN: DrawerLink = { to: '/login', label: 'Sign in', icon: 'login' };
const ACCOUNT: DrawerLink[] = [
  { to: '/user/profile', label: 'My account', icon: 'user' },
  { to: '/order/history', label: 'My orders', icon: 'package' },
  { to: '/user/address', label: 'My addresses', icon: 'pin' },
  { to: '/user/wallet', label: 'Wallet', icon: 'wallet' },
  { to: '/refund', label: 'Refunds', icon: 'refund' },
];

/** History marker of the entry pushed while the drawer is open, so Back closes it. */
const DRAWER_STATE_KEY = 'kiranaDrawer';
const isDrawerEntry = () =>
  (window.history.state as Record<string, unknown> | null)?.[DRAWER_STATE_KEY] === true;

/** Pushes a history entry while open; Back (popstate) closes; closing otherwise drops the entry. */
function useBackClosesDrawer(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    window.history.pushState(
      { ...(window.history.state as object | null), [DRAWER_STATE_KEY]: true },
      '',
    );
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener('popstate', close);
      if (isDrawerEntry()) window.history.back();
    };
  }, [open, close]);
}

function Section({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: DrawerLink[];
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}) {
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={styles.item}
              onClick={(event) => onNavigate(event, link.to)}
            >
              <Icon name={link.icon} size={20} />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The side navigation drawer (loaded when it first opens: side-drawer.tsx): focus-trapped;
 * Escape, Back or a click on the overlay closes it.
 */
export function SideDrawerPanel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectIsDrawerOpen);
  const aboutEnabled = useAppSelector(selectIsAboutUsEnabled);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const displayName = useAppSelector(selectDisplayName);
  const { theme } = useTheme();
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  useBackClosesDrawer(open, close);
  useFocusTrap(panel, open, close);
  if (!open) return null;

  // A link replaces the drawer's own history entry, so Back from the new page returns to the old one.
  const onNavigate = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const replace = isDrawerEntry();
    close();
    void navigate(to, { replace });
  };
  const info: DrawerLink[] = [
    ...(aboutEnabled ? [{ to: '/about-us', label: 'About us', icon: 'info' as const }] : []),
    { to: '/contact-us', label: 'Contact us', icon: 'phone' },
    { to: '/privacy-policy', label: 'Privacy policy', icon: 'shield' },
    { to: '/terms-and-conditions', label: 'Terms and conditions', icon: 'file' },
    { to: '/settings', label: 'Settings', icon: 'settings' },
  ];
  return (
    <>
      <div
        className={styles.overlay}
        data-testid="drawer-overlay"
        onClick={close}
        aria-hidden="true"
      />
      <div
        ref={panel}
        id="side-drawer"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
      >
        <div className={styles.head}>
          <Brand compact onNavigate={(event) => onNavigate(event, '/')} />
          <Button variant="ghost" iconOnly aria-label="Close menu" onClick={close}>
            <Icon name="close" />
          </Button>
        </div>
        <nav className={styles.body} aria-label="Menu">
          <Section title="Shop" links={SHOP} onNavigate={onNavigate} />
          <Section
            title={signedIn ? displayName : 'My account'}
            links={signedIn ? ACCOUNT : [SIGN_IN, ...ACCOUNT]}
            onNavigate={onNavigate}
          />
          {signedIn ? (
            <button type="button" className={styles.item} onClick={() => void dispatch(logout())}>
              <Icon name="logout" size={20} />
              Sign out
            </button>
          ) : null}
          <Section title="Help and information" links={info} onNavigate={onNavigate} />
          <div className={styles.section}>
            <h2 className={styles.sectionTitle}>App</h2>
            <div className={styles.switchRow}>
              <Switch
                label="Dark mode"
                checked={theme === 'dark'}
                onChange={(on) => setThemePreference(on ? 'dark' : 'light')}
              />
            </div>
            <div className={styles.switchRow}>
              <LanguagePicker />
            </div>
            {isRunningStandalone() ? null : (
              <button
                type="button"
                className={styles.item}
                onClick={() => dispatch(installDialogShown())}
              >
                <Icon name="download" size={20} />
                Install the app
              </button>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}
