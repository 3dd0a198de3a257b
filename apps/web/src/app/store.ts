import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Storage,
} from 'redux-persist';
import { generalSlice } from '../features/general/general-slice';
import { uiSlice } from '../features/general/ui-slice';
import { homeSlice } from '../features/catalogue/home-slice';
import { categoriesSlice } from '../features/catalogue/categories-slice';
import { productsSlice } from '../features/catalogue/products-slice';
import { productDetailsSlice } from '../features/catalogue/product-details-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { addressSlice } from '../features/address/address-slice';
import { offersSlice } from '../features/offers/offers-slice';
import { orderProcessSlice } from '../features/checkout/order-process-slice';
import { orderDataSlice } from '../features/orders/order-data-slice';
import { refundsSlice } from '../features/refunds/refunds-slice';
import { walletSlice } from '../features/wallet/wallet-slice';
import { userSlice } from '../features/user/user-slice';
import { readLocal, removeLocal, writeLocal } from '../lib/storage';

/** redux-persist storage over localStorage that never throws. */
const localStorageEngine: Storage = {
  getItem: (key: string) => Promise.resolve(readLocal(key)),
  setItem: (key: string, value: string) => Promise.resolve(writeLocal(key, value)),
  removeItem: (key: string) => Promise.resolve(removeLocal(key)),
};

/** Only the order-process group survives a reload (spec: key 'primary', time-out 5000 ms). */
export const orderProcessPersistConfig = {
  key: 'primary',
  storage: localStorageEngine,
  timeout: 5000,
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
  wallet: walletSlice.reducer,
  user: userSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (one per test), optionally starting from a partial state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, undefined, UnknownAction>;

/** The app's store and its persistor (rehydrates the order-process group from 'persist:primary'). */
export const store = makeStore();
export const persistor = persistStore(store);
