import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '../lib/router';
import { RenderedLayoutContext } from '../lib/device';
import { appI18n, I18nProvider, type I18n } from '../lib/i18n';
import { AppRoutes } from './router';
import { Shell } from './shell/shell';
import type { AppStore, RootState } from './store';

/** Everything inside a router: the shell and the routes (tests wrap this in a MemoryRouter). */
export function AppContent() {
  return (
    <Shell>
      <AppRoutes />
    </Shell>
  );
}

/**
 * The store, the language's messages and the layout the first screen was rendered in, around a
 * router (the browser's, or the server's static one in entry-server.tsx).
 */
export function AppProviders({
  store,
  mobile,
  serverState,
  i18n = appI18n,
  children,
}: {
  store: AppStore;
  mobile: boolean;
  /** While hydrating: the state the server rendered from (see store.ts's firstState). */
  serverState?: RootState;
  /** The messages: the browser's appI18n, or the server's per-request instance. */
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <RenderedLayoutContext value={{ mobile }}>{children}</RenderedLayoutContext>
      </I18nProvider>
    </Provider>
  );
}

/** The whole app for the browser. */
export function App({
  store,
  mobile = false,
  serverState,
}: {
  store: AppStore;
  mobile?: boolean;
  serverState?: RootState;
}) {
  return (
    <AppProviders store={store} mobile={mobile} serverState={serverState}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
}
