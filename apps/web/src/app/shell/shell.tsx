import { Suspense, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { LoadingOverlay } from '../../components/three-dots-loader';
import { useIsMobile } from '../../lib/device';
import { InstallAppDialog } from '../../features/install-app';
import { lazyPart } from '../../lib/lazy-part';
import { RouteErrorBoundary } from '../route-error-boundary';
import { AfterFirstScreen } from './after-first-screen-part';
import { ErrorDialog, SuccessDialog } from './app-dialogs';
import { ConnectionBanner } from './connection-banner';
import { DesktopHeader } from './desktop-header';
import { MobileFooter } from './mobile-footer';
import { MobileHeader } from './mobile-header';
import { ProgressBar } from './progress-bar';
import { RouteEffects, RouteTitleReset } from './route-effects';
import { SideDrawer } from './side-drawer';
import { ThemeOverlay } from './theme-overlay';
import { Toasts } from './toasts';
import styles from './shell.module.css';
import { loadNamespaces, useT } from '../../lib/i18n';
import { UiWordsProvider, type UiWords } from '@kirana/ui';
import { useMemo } from 'react';

const StartUp = lazyPart(() => import('./start-up').then((m) => m.StartUp), { progress: false });

/**
 * The desktop footer, below the fold, with its words (the footer namespace): out of the first
 * screen's files. The server draws it in place; the browser keeps that markup and hydrates it once
 * its file is in. One element for every render: an update reaching it before then would make
 * React drop the server's markup and draw it anew.
 */
const DesktopFooter = lazyPart(
  () =>
    Promise.all([import('./desktop-footer'), loadNamespaces(['footer'])]).then(
      ([m]) => m.DesktopFooter,
    ),
  { progress: false },
);
const desktopFooter = <DesktopFooter />;

/**
 * The app frame around every page: header and footer for the device (chosen at run time),
 * progress bar, connection banner, drawer, dialogs, toasts, and once the first screen is
 * hydrated the start-up fetches.
 */
export function Shell({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const t = useT();
  // the kit's own words (a failed load's retry, "Loading", a busy button) in the shopper's language
  const words = useMemo<UiWords>(
    () => ({
      errorTitle: t('common.ui.error-title'),
      errorMessage: t('common.ui.error-message'),
      retry: t('common.ui.retry'),
      loading: t('common.ui.loading'),
      working: t('common.ui.working'),
    }),
    [t],
  );
  return (
    <UiWordsProvider words={words}>
      <div className={[styles.frame, isMobile && styles.mobileFrame].filter(Boolean).join(' ')}>
        <a className={styles.skip} href="#main">
          {t('shell.skip')}
        </a>
        <ProgressBar />
        <RouteTitleReset />
        {isMobile ? <MobileHeader /> : <DesktopHeader />}
        <main
          id="main"
          tabIndex={-1}
          className={[styles.main, isMobile && styles.mobileMain].filter(Boolean).join(' ')}
        >
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingOverlay label={t('shell.loading-page')} />}>
              {children}
              {/* Inside the boundary, so page_view waits for the page (and its title) to render. */}
              <RouteEffects />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {isMobile ? <MobileFooter /> : desktopFooter}
        <ConnectionBanner />
        <SideDrawer />
        <ErrorDialog />
        <SuccessDialog />
        <InstallAppDialog />
        <ThemeOverlay />
        <AfterFirstScreen>
          <StartUp />
        </AfterFirstScreen>
        <Toasts />
      </div>
    </UiWordsProvider>
  );
}
