import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { Shell } from './shell/shell';
import type { AppStore } from './store';

/** Everything inside a router: the shell and the routes (tests wrap this in a MemoryRouter). */
export function AppContent() {
  return (
    <Shell>
      <AppRoutes />
    </Shell>
  );
}

/** The whole app for the browser. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </Provider>
  );
}
