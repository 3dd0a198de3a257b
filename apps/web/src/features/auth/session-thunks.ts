// Session restore, dropping the session on this device, and keeping the stored user's default
// address in step (sign-in: sign-in-thunks.ts; sign-out: sign-out-thunks.ts; profile changes:
// profile-changed.ts; the first screen needs none of those).
import type { Address } from '@kirana/shared';
import type { AppThunk } from '../../app/store';
import { setAuthToken, toFailure } from '../../lib/api-client';
import { getProfile } from './session-api';
import { signOutOfFirebase } from './providers/firebase-sign-out';
import { clearStoredUser, hasLoginFlag, readStoredUser, saveStoredUser } from './session-store';
import {
  defaultAddressUpdated,
  sessionRestoreFinished,
  selectSessionUser,
  sessionRestoreStarted,
  userSignedIn,
  userSignedOut,
} from '../users';

/** The stored session is polled every 500 ms for at most 7 s. */
const SESSION_POLL_MS = 500;
const SESSION_POLL_CAP_MS = 7000;

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
