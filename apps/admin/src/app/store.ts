import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { adminApi } from './api';
import sessionSlice, { signedOut } from './session-slice';

/** A console store: the API's answers and the session (a fresh one per test). */
export const makeStore = () =>
  configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
  });

export const store = makeStore();

// a signed-out console forgets every answer of the last staff member
store.subscribe(() => {
  if (!store.getState().session.token && Object.keys(store.getState().adminApi.queries).length) {
    store.dispatch(adminApi.util.resetApiState());
  }
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export { signedOut };
