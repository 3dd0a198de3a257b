import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button, ErrorState, PageSkeleton } from '../../components';
import { adminApi, useMeQuery } from '../api';
import { LanguageSwitch, useT } from '../../lib/i18n';
import { forgetBrowserPush } from '../../features/notifications';
import { useNewOrderAlerts } from '../live/new-orders';
import { SoundToggle } from '../live/sound-toggle';
import { SECTIONS } from '../sections';
import { selectToken, signedOut } from '../session-slice';
import { useAppDispatch, useAppSelector } from '../store';
import styles from './console-layout.module.css';

/**
 * The signed-in console: navigation for the role's sections, who is signed in, the language
 * switch, sign-out.
 */
export function ConsoleLayout() {
  const t = useT();
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const me = useMeQuery(undefined, { skip: !token });
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const hearsOrders = !!me.data?.Permissions.includes('orders:read');
  const newOrders = useNewOrderAlerts(!!token && hearsOrders);

  if (!token) {
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  }
  if (me.isLoading) return <PageSkeleton />;
  if (me.isError || !me.data) {
    return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  }
  const roleLabels = {
    owner: t('shell.role-owner'),
    manager: t('shell.role-manager'),
    packer: t('shell.role-packer'),
  };
  const sections = SECTIONS.filter((s) => me.data.Permissions.includes(s.permission));

  return (
    <div className={styles.shell}>
      <header className={`${styles.topBar} no-print`}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? t('shell.close') : t('shell.menu')}
        </button>
        <span className={styles.brand}>{t('shell.brand')}</span>
        <span className={styles.who}>
          <span className={styles.name}>{me.data.Name}</span>
          <span className={styles.role}>{roleLabels[me.data.Role]}</span>
        </span>
        {hearsOrders && (
          <span className={styles.barSwitch}>
            <SoundToggle newOrders={newOrders} />
          </span>
        )}
        <LanguageSwitch staffId={me.data.Id} className={styles.barSwitch} />
        <SignOutButton />
      </header>
      <nav
        id="console-nav"
        aria-label={t('shell.nav-label')}
        className={`${styles.nav} ${menuOpen ? styles.navOpen : ''} no-print`}
      >
        <ul>
          <li className={styles.signedInAs}>{t('shell.signed-in-as', { name: me.data.Name })}</li>
          <li className={styles.menuSwitch}>
            <LanguageSwitch staffId={me.data.Id} />
          </li>
          {hearsOrders && (
            <li className={styles.menuSwitch}>
              <SoundToggle newOrders={newOrders} />
            </li>
          )}
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink
                to={`/${s.path}`}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {t(s.labelId)}
              </NavLink>
            </li>
          ))}
          <li className={styles.storeLink}>
            <a href="/" target="_blank" rel="noreferrer">
              {t('shell.open-store')}
            </a>
          </li>
        </ul>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

function SignOutButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [signOut, { isLoading }] = adminApi.useSignOutMutation();
  return (
    <Button
      variant="ghost"
      size="s"
      disabled={isLoading}
      onClick={async () => {
        // this browser's pushes stop first (the session still holds); then the session ends on
        // the server, and the console forgets it whatever the answer
        await forgetBrowserPush(dispatch);
        await signOut().catch(() => undefined);
        dispatch(signedOut());
      }}
    >
      {t('shell.sign-out')}
    </Button>
  );
}
