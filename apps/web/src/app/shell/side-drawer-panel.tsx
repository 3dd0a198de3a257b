import { useCallback, useEffect, type MouseEvent } from 'react';
import { NavLink, useNavigate } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Button, Icon, useModalDialog, type IconName } from '@kirana/ui';
import { Switch } from '../../components/switch';
import { useT, type Translate } from '../../lib/i18n';
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
  /** the message id of its label (locales/<language>/menu.json) */
  labelId: string;
  icon: IconName;
}

const SHOP: DrawerLink[] = [
  { to: '/', labelId: 'menu.home', icon: 'home' },
  { to: '/categories', labelId: 'menu.categories', icon: 'grid' },
  { to: '/search', labelId: 'menu.search', icon: 'search' },
  { to: '/wishlist', labelId: 'menu.wishlist', icon: 'heart' },
  { to: '/cart', labelId: 'menu.cart', icon: 'cart' },
];
const SIGN_IN: DrawerLink = { to: '/login', labelId: 'menu.sign-in', icon: 'login' };
const ACCOUNT: DrawerLink[] = [
  { to: '/user/profile', labelId: 'menu.account', icon: 'user' },
  { to: '/order/history', labelId: 'menu.orders', icon: 'package' },
  { to: '/user/address', labelId: 'menu.addresses', icon: 'pin' },
  { to: '/user/wallet', labelId: 'menu.wallet', icon: 'wallet' },
  { to: '/refund', labelId: 'menu.refunds', icon: 'refund' },
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
  t,
}: {
  title: string;
  links: DrawerLink[];
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
  t: Translate;
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
              {t(link.labelId)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The side navigation drawer (loaded when it first opens: side-drawer.tsx, mounted while open):
 * a native modal <dialog> (the page behind inert, focus back to the opener afterwards); Escape,
 * Back or a press on the backdrop closes it.
 */
export function SideDrawerPanel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectIsDrawerOpen);
  const aboutEnabled = useAppSelector(selectIsAboutUsEnabled);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const t = useT();
  const displayName = useAppSelector(selectDisplayName) || t('shell.my-account');
  const { theme } = useTheme();
  const close = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  useBackClosesDrawer(open, close);
  const modal = useModalDialog(close);

  // A link replaces the drawer's own history entry, so Back from the new page returns to the old one.
  const onNavigate = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const replace = isDrawerEntry();
    close();
    void navigate(to, { replace });
  };
  const info: DrawerLink[] = [
    ...(aboutEnabled ? [{ to: '/about-us', labelId: 'menu.about', icon: 'info' as const }] : []),
    { to: '/contact-us', labelId: 'menu.contact', icon: 'phone' },
    { to: '/privacy-policy', labelId: 'menu.privacy', icon: 'shield' },
    { to: '/terms-and-conditions', labelId: 'menu.terms', icon: 'file' },
    { to: '/settings', labelId: 'menu.settings', icon: 'settings' },
  ];
  return (
    <dialog {...modal} id="side-drawer" className={styles.panel} aria-label={t('menu.menu')}>
      <div className={styles.head}>
        <Brand compact onNavigate={(event) => onNavigate(event, '/')} />
        <Button variant="ghost" iconOnly aria-label={t('menu.close')} onClick={close}>
          <Icon name="close" />
        </Button>
      </div>
      <nav className={styles.body} aria-label={t('menu.menu')}>
        <Section title={t('menu.shop')} links={SHOP} onNavigate={onNavigate} t={t} />
        <Section
          title={signedIn ? displayName : t('menu.account')}
          links={signedIn ? ACCOUNT : [SIGN_IN, ...ACCOUNT]}
          onNavigate={onNavigate}
          t={t}
        />
        {signedIn ? (
          <button type="button" className={styles.item} onClick={() => void dispatch(logout())}>
            <Icon name="logout" size={20} />
            {t('menu.sign-out')}
          </button>
        ) : null}
        <Section title={t('menu.help')} links={info} onNavigate={onNavigate} t={t} />
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('menu.app')}</h2>
          <div className={styles.switchRow}>
            <Switch
              label={t('menu.dark-mode')}
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
              {t('menu.install')}
            </button>
          )}
        </div>
      </nav>
    </dialog>
  );
}
