import {
  configureStore,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { attachAppStore, trackStore, type LazySlices } from './lazy-slices';
import { rootReducer } from './root-reducer';
import { readServerRendered } from './server-rendered';

export { rootReducer };

/** Every slice's state; a lazy slice's is there once its page's code has loaded and injected it. */
export type RootState = ReturnType<typeof rootReducer> & Required<LazySlices>;

/** A fresh store (one per test), optionally starting from a partial state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // the lazy slices typed as present: only code that loaded them (and so injected them) reads them
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
  });
  trackStore(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, undefined, UnknownAction>;

/**
 * The app's store, starting from the data of the first screen the server rendered (if any); the
 * lazy slices join it as their pages load (lazy-slices.ts).
 */
export const store = makeStore(readServerRendered()?.state);
/**
 * The state before anything ran: what the server drew the first screen from. Hydration reads
 * it (react-redux's serverState), so a part hydrated after start-up has loaded the cart or the
 * session still matches the server's markup, then shows them.
 */
export const firstState = store.getState();
// after firstState: the lazy slices (and the saved order process) are the browser's, not part of
// the server's markup
attachAppStore(store);
