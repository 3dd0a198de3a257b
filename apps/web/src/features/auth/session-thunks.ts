// Session restore and sign-out, with the dialogs their failures show (sign-in: sign-in-thunks.ts,
// which the first screen does not need).
import type { Address } from '@kirana/shared';
import type { AppThunk } from '../../app/store';
import { setAuthToken, toFailure } from '../../lib/api-client';
import { runBeforeSignOut } from '../../lib/before-sign-out';
import { getProfile, postLogout, postLogoutEverywhere } from './session-api';
import { signOutOfFirebase } from './providers/firebase-sign-out';
import { errorDialogShown } from '../ui';
import {
  LOGOUT_RELOAD_MS,
  OFFLINE_BODY,
  OFFLINE_TITLE,
  SESSION_POLL_CAP_MS,
  SESSION_POLL_MS,
} from './session-messages';
import { clearStoredUser, hasLoginFlag, readStoredUser, saveStoredUser } from './session-store';
import {
  defaultAddressUpdated,
  sessionRestoreFinished,
  selectSessionUser,
  sessionRestoreStarted,
  userProfileUpdated,
  userSignedIn,
  userSignedOut,
} from '../users';
import type { SessionUser } from './auth-types';

/** Drops the session everywhere on this device (state, storage, API token). */
export function signOutLocally(): AppThunk<void> {
  return (dispatch) => {
    setAuthToken(null);
    clearStoredUser();
    void signOutOfFirebase(); // the cloud identity SDK's sign-out, when this page used it
    dispatch(userSignedOut());
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the stored user; while the login flag says one exists but it is not there yet, polls. */
async function pollStoredUser() {
  const started = Date.now();
  for (;;) {
    const read = await readStoredUser();
    if (read.status !== 'empty' || !hasLoginFlag()) return read;
    if (Date.now() - started + SESSION_POLL_MS > SESSION_POLL_CAP_MS) return read;
    await sleep(SESSION_POLL_MS);
  }
}

/**
 * App start: restores a saved session (polling every 500 ms, at most 7 s) and checks it with
 * GET /profile. A tampered one, or a 401, signs out; a network failure keeps the saved user.
 */
export function restoreSession(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().user.sessionStatus !== 'idle') return;
    dispatch(sessionRestoreStarted());
    const read = await pollStoredUser();
    if (read.status !== 'ok') {
      if (read.status === 'invalid' || hasLoginFlag()) dispatch(signOutLocally());
      else dispatch(sessionRestoreFinished());
      return;
    }
    const user = read.value;
    setAuthToken(user.token);
    try {
      const profile = await getProfile();
      dispatch(
        userSignedIn({
          ...user,
          username: profile.Username,
          email: profile.Email,
          phoneNumber: profile.PhoneNumber,
          isTestUser: profile.IsTestUser,
        }),
      );
    } catch (err) {
      if (toFailure(err).status === 401) dispatch(signOutLocally());
      else dispatch(userSignedIn(user));
    }
  };
}

/** How the page reloads after a sign-out (replaceable in tests). */
export const pageReload = { reload: () => globalThis.location.reload() };

/**
 * Signs out: refused while offline; otherwise tells the server, clears the
 * stored login flag and user, and reloads the page 2 s later. Resolves true when signed out.
 */
export function logout(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      dispatch(errorDialogShown({ title: OFFLINE_TITLE, body: OFFLINE_BODY }));
      return false;
    }
    await runBeforeSignOut();
    try {
      await postLogout();
    } catch (err) {
      // The token is dropped on this device whatever the answer; a 401 means it already was.
      console.warn('Sign-out call failed', toFailure(err).message);
    }
    dispatch(signOutLocally());
    setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_MS);
    return true;
  };
}

/** Applies profile changes the server accepted, to state and to the stored user. */
export function profileChanged(
  changes: Partial<Pick<SessionUser, 'username' | 'email' | 'phoneNumber'>>,
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(userProfileUpdated(changes));
    const user = selectSessionUser(getState());
    if (user) await saveStoredUser(user).catch(() => undefined);
  };
}

/** Ends every session (POST /logout-everywhere), then signs out here like logout. */
export function logoutEverywhere(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      dispatch(errorDialogShown({ title: OFFLINE_TITLE, body: OFFLINE_BODY }));
      return false;
    }
    await runBeforeSignOut();
    try {
      await postLogoutEverywhere();
    } catch (err) {
      const failure = toFailure(err);
      if (failure.status !== 401) {
        dispatch(errorDialogShown({ title: failure.message, body: failure.description }));
        return false;
      }
    }
    dispatch(signOutLocally());
    setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_MS);
    return true;
  };
}

/**
 * The shopper's default address as the address book now says (after a list, an add, an edit, a
 * new default or a delete): in state and in the stored user, so "Deliver to" follows it at once
 * and after a reload, not only from the next sign-in.
 */
export function defaultAddressChanged(address: Address | null): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { isAuthenticated, defaultAddress } = getState().user;
    if (!isAuthenticated || JSON.stringify(defaultAddress) === JSON.stringify(address)) return;
    dispatch(defaultAddressUpdated(address));
    const user = selectSessionUser(getState());
    if (user) await saveStoredUser(user).catch(() => undefined);
  };
}
