import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '../lib/router';
import { RenderedLayoutContext } from '../lib/device';
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
 * The store and the layout the first screen was rendered in, around a router (the browser's, or
 * the server's static one in entry-server.tsx).
 */
export function AppProviders({
  store,
  mobile,
  serverState,
  children,
}: {
  store: AppStore;
  mobile: boolean;
  /** While hydrating: the state the server rendered from (see store.ts's firstState). */
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <RenderedLayoutContext value={{ mobile }}>{children}</RenderedLayoutContext>
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
