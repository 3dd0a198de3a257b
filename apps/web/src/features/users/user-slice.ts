import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, type RequestState } from '../../lib/request-state';
import type { RootState } from '../../app/store';
import type { Address } from '@kirana/shared';
import type { ApiFailure } from '../../lib/api-client';
import type { SessionUser } from '../auth';

/** 'idle' before the stored session is read, 'restoring' while it is, 'ready' after. */
export type SessionStatus = 'idle' | 'restoring' | 'ready';

export interface UserState extends RequestState, Omit<SessionUser, 'token'> {
  token: string | null;
  isAuthenticated: boolean;
  sessionStatus: SessionStatus;
}

export const initialUserState: UserState = {
  ...idleRequest,
  token: null,
  userId: '',
  username: '',
  email: null,
  phoneNumber: null,
  loginWith: '',
  isTestUser: false,
  defaultAddress: null,
  isAuthenticated: false,
  sessionStatus: 'idle',
};

const signedOut = (sessionStatus: SessionStatus): UserState => ({
  ...initialUserState,
  sessionStatus,
});

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    loginStarted(state) {
      state.loading = true;
      state.error = null;
    },
    /** A successful login or a restored session: the user is authenticated. */
    userSignedIn(_state, action: PayloadAction<SessionUser>) {
      return { ...action.payload, isAuthenticated: true, sessionStatus: 'ready', ...idleRequest };
    },
    /** A failed login keeps the error; the user is not authenticated. */
    loginFailed(_state, action: PayloadAction<ApiFailure>) {
      return { ...signedOut('ready'), error: action.payload };
    },
    userSignedOut() {
      return signedOut('ready');
    },
    sessionRestoreStarted(state) {
      state.sessionStatus = 'restoring';
    },
    sessionRestoreFinished(state) {
      state.sessionStatus = 'ready';
    },
    /** Profile edits (name, email, phone) the server has accepted. */
    userProfileUpdated(
      state,
      action: PayloadAction<Partial<Pick<SessionUser, 'username' | 'email' | 'phoneNumber'>>>,
    ) {
      Object.assign(state, action.payload);
    },
    /** The default address changed in the address book (the login answer's copy is kept current). */
    defaultAddressUpdated(state, action: PayloadAction<Address | null>) {
      if (state.isAuthenticated) state.defaultAddress = action.payload;
    },
    userRequestReset(state) {
      state.loading = false;
      state.error = null;
    },
  },
});

export const {
  loginStarted,
  userSignedIn,
  loginFailed,
  userSignedOut,
  sessionRestoreStarted,
  sessionRestoreFinished,
  userProfileUpdated,
  defaultAddressUpdated,
  userRequestReset,
} = userSlice.actions;

export const selectIsAuthenticated = (state: RootState) => state.user.isAuthenticated;
export const selectSessionStatus = (state: RootState) => state.user.sessionStatus;
export const selectUser = (state: RootState) => state.user;
export const selectUserToken = (state: RootState) => state.user.token;

/** The name to greet the user with: their name, else their email or phone, else 'My account'. */
export function selectDisplayName(state: RootState): string {
  const { username, email, phoneNumber } = state.user;
  const phone = phoneNumber ? `+91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}` : '';
  return username.trim() || email || phone;
}

/** The stored user as SessionUser (null when signed out). */
export function selectSessionUser(state: RootState): SessionUser | null {
  const u = state.user;
  if (!u.isAuthenticated || !u.token) return null;
  return {
    token: u.token,
    userId: u.userId,
    username: u.username,
    email: u.email,
    phoneNumber: u.phoneNumber,
    loginWith: u.loginWith,
    isTestUser: u.isTestUser,
    defaultAddress: u.defaultAddress,
  };
}
