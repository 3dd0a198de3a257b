import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { addressSlice } from '../features/address';
import { cartSlice } from '../features/cart';
import {
  categoriesSlice,
  homeSlice,
  productDetailsSlice,
  productsSlice,
} from '../features/catalogue';
import { orderProcessSlice } from '../features/checkout';
import { generalSlice } from '../features/general';
import { uiSlice } from '../features/ui';
import { offersSlice } from '../features/offers';
import { orderDataSlice } from '../features/orders';
import { refundsSlice } from '../features/refunds';
import { reviewsSlice } from '../features/reviews';
import { notificationsSlice } from '../features/notifications';
import { userSlice } from '../features/users';
import { walletSlice } from '../features/wallet';
import { persistReducer, persistStore, type PersistConfig } from '../lib/persist';
import { readServerRendered } from './server-rendered';

/**
 * Only the order-process group survives a reload: key 'primary'. The spec's 5000 ms time-out is
 * never reached: local storage is read synchronously as the store starts (lib/persist.ts).
 */
export const orderProcessPersistConfig: PersistConfig = {
  key: 'primary',
  blacklist: ['loading', 'error'],
};

export const rootReducer = combineReducers({
  general: generalSlice.reducer,
  home: homeSlice.reducer,
  categories: categoriesSlice.reducer,
  products: productsSlice.reducer,
  productDetails: productDetailsSlice.reducer,
  cart: cartSlice.reducer,
  address: addressSlice.reducer,
  offers: offersSlice.reducer,
  orderProcess: persistReducer(orderProcessPersistConfig, orderProcessSlice.reducer),
  orderData: orderDataSlice.reducer,
  refunds: refundsSlice.reducer,
  reviews: reviewsSlice.reducer,
  notifications: notificationsSlice.reducer,
  user: userSlice.reducer,
  wallet: walletSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (one per test), optionally starting from a partial state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, undefined, UnknownAction>;

/**
 * The app's store, starting from the data of the first screen the server rendered (if any); the
 * order-process group is then read from 'persist:primary' and saved there on change (below).
 */
export const store = makeStore(readServerRendered()?.state);
/**
 * The state before anything ran: what the server drew the first screen from. Hydration reads
 * it (react-redux's serverState), so a part hydrated after start-up has loaded the cart or the
 * session still matches the server's markup, then shows them.
 */
export const firstState = store.getState();
// after firstState: the saved order process is the browser's, not part of the server's markup
persistStore(store, orderProcessPersistConfig, (state) => state.orderProcess);
