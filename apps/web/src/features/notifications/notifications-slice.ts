import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/lazy-slices';
import type { AppDispatch, RootState } from '../../app/store';
import { userSignedOut } from '../users';
import type { PushFailure } from './push-errors';
import { pushSupported } from './push-support';

// Push notifications on this browser: whether they are on, and the last failure of the spec's
// catalogue. The subscription itself lives in the browser and on the server.

export type PushPermission = NotificationPermission | 'unsupported';

export interface NotificationsState {
  permission: PushPermission;
  /** on: subscribed and saved for the shopper */
  status: 'idle' | 'working' | 'on' | 'off';
  error: PushFailure | null;
}

export const currentPermission = (): PushPermission =>
  pushSupported() ? Notification.permission : 'unsupported';

// read when a store is made: the browser's permission may change between visits
const initialState = (): NotificationsState => ({
  permission: currentPermission(),
  status: 'idle',
  error: null,
});

const pushThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: PushFailure | null;
}>();

const signedInId = (s: RootState) => (s.user.isAuthenticated ? Number(s.user.userId) : null);

// What the thunks do (the subscription, its database and error catalogue) loads at their first run.
const steps = () => import('./push-steps');

/** Signed in with permission granted: make sure this browser's subscription is saved. */
export const syncPush = pushThunk(
  'notifications/sync',
  async (_: void, { getState, rejectWithValue }) => {
    const userId = signedInId(getState());
    if (userId === null) return rejectWithValue(null);
    const failure = await (await steps()).sync(userId);
    if (failure) return rejectWithValue(failure);
  },
  {
    condition: (_, { getState }) =>
      getState().notifications.status !== 'working' && currentPermission() === 'granted',
  },
);

/** The shopper asked for notifications (a click): the permission prompt, then the sync. */
export const enablePush = pushThunk(
  'notifications/enable',
  async (_: void, { getState, rejectWithValue }) => {
    const userId = signedInId(getState());
    if (userId === null) return rejectWithValue(null);
    const failure = await (await steps()).enable(userId);
    if (failure) return rejectWithValue(failure);
  },
);

/**
 * Signed in: the spec's dummy notification, asked once per shopper whether or not push is on
 * (the server pushes it at the first saved subscription).
 */
export const requestWelcome = pushThunk(
  'notifications/welcome',
  async (_: void, { getState, dispatch }) => {
    const userId = signedInId(getState());
    if (userId !== null) await (await steps()).welcome(userId, dispatch, getState);
  },
  { condition: (_, { getState }) => !getState().general.dummyNotificationSent },
);

/** The shopper turned notifications off on this browser. */
export const disablePush = pushThunk(
  'notifications/disable',
  async (_: void, { rejectWithValue }) => {
    const failure = await (await steps()).disable();
    if (failure) return rejectWithValue(failure);
  },
);

const pending = (state: NotificationsState) => {
  state.status = 'working';
  state.error = null;
};
const failed = (state: NotificationsState, failure: PushFailure | null | undefined) => {
  state.permission = currentPermission();
  state.status = 'off';
  state.error = failure ?? null;
};

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    for (const thunk of [syncPush, enablePush]) {
      builder
        .addCase(thunk.pending, pending)
        .addCase(thunk.fulfilled, (state) => {
          state.permission = currentPermission();
          state.status = 'on';
        })
        .addCase(thunk.rejected, (state, action) => failed(state, action.payload));
    }
    builder
      .addCase(disablePush.pending, pending)
      .addCase(disablePush.fulfilled, (state) => {
        state.status = 'off';
      })
      .addCase(disablePush.rejected, (state, action) => {
        state.status = 'on';
        state.error = action.payload ?? null;
      })
      .addCase(userSignedOut, (state) => {
        state.status = 'idle';
        state.error = null;
      });
  },
});

declare module '../../app/lazy-slices' {
  interface LazySlices {
    notifications: NotificationsState;
  }
}
// in the store once this page's code loads (app/lazy-slices.ts)
injectSlice('notifications', notificationsSlice.reducer);

export const selectPush = (state: RootState) => state.notifications;
