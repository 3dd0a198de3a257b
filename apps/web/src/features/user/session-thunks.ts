// Sign-in, session restore and sign-out, with the dialogs their failures show.
import { LOGIN_CONFIRMATION_NEEDED } from '@kirana/shared';
import type { AppDispatch, RootState } from '../../app/store';
import { trackLogin } from '../../lib/analytics';
import { setAuthToken, toFailure, type ApiFailure } from '../../lib/api-client';
import { runBeforeSignOut } from '../../lib/before-sign-out';
import { getProfile, postAuthUsers, postLogout, postLogoutEverywhere } from './api';
import { signOutOfFirebase } from '../auth';
import { errorDialogShown, successDialogShown } from '../general';
import {
  FACEBOOK_NO_CONTACT_BODY,
  FACEBOOK_NO_CONTACT_TITLE,
  FIRST_LOGIN_TEXT,
  FIRST_LOGIN_TITLE,
  LOGIN_500_BODY,
  LOGIN_OTHER_BODY,
  LOGOUT_RELOAD_MS,
  OFFLINE_BODY,
  OFFLINE_TITLE,
  SESSION_POLL_CAP_MS,
  SESSION_POLL_MS,
} from './session-messages';
import { clearStoredUser, hasLoginFlag, readStoredUser, saveStoredUser } from './session-store';
import {
  loginFailed,
  loginStarted,
  sessionRestoreFinished,
  selectSessionUser,
  sessionRestoreStarted,
  userProfileUpdated,
  userSignedIn,
  userRequestReset,
  userSignedOut,
} from './user-slice';
import {
  toSessionUser,
  type AuthUsersAnswer,
  type AuthUsersBody,
  type SessionUser,
} from './user-types';

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** Error codes of a wrong or spent one-time code: shown next to the code box, not in a dialog. */
export const OTP_CODE_ERRORS = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS']);

/** True when a failed sign-in is about the code itself (the page shows it inline). */
export function isCodeFailure(failure: ApiFailure): boolean {
  return OTP_CODE_ERRORS.has(failure.code ?? '');
}

/** The dialog of a failed login: one text for 400, one for 500, one for anything else. */
export function loginErrorDialog(failure: ApiFailure): { title: string; body: string } {
  if (failure.code === 'FACEBOOK_NO_CONTACT')
    return { title: FACEBOOK_NO_CONTACT_TITLE, body: FACEBOOK_NO_CONTACT_BODY };
  const errorMessage = failure.body?.ErrorMessage || failure.message;
  if (failure.status === 400)
    return { title: errorMessage, body: failure.body?.ErrorDescription || failure.description };
  if (failure.status >= 500) return { title: errorMessage, body: LOGIN_500_BODY };
  return { title: failure.message, body: LOGIN_OTHER_BODY };
}

/** Applies a signed-in user: API token, encrypted storage (with the service used), state. */
async function applySession(
  dispatch: AppDispatch,
  user: SessionUser,
  loginService: AuthUsersBody['loginService'],
): Promise<void> {
  setAuthToken(user.token);
  try {
    await saveStoredUser(user, loginService);
  } catch (err) {
    console.warn('The session could not be saved', err);
  }
  dispatch(userSignedIn(user));
}

/** Drops the session everywhere on this device (state, storage, API token). */
export function signOutLocally(): Thunk<void> {
  return (dispatch) => {
    setAuthToken(null);
    clearStoredUser();
    void signOutOfFirebase(); // the cloud identity SDK's sign-out, when this page used it
    dispatch(userSignedOut());
  };
}

/**
 * Posts the user data (POST /auth-users). Success signs in and, on the first login ever, shows
 * 'Logged in!' and records the login. A wrong code resolves with the failure for the page to
 * show; other failures sign out and open the spec's error dialog. Resolves to the failure or null.
 */
export function signIn(body: AuthUsersBody): Thunk<Promise<ApiFailure | null>> {
  return async (dispatch) => {
    dispatch(loginStarted());
    let answer: AuthUsersAnswer;
    try {
      answer = await postAuthUsers(body);
    } catch (err) {
      const failure = toFailure(err);
      if (failure.code === LOGIN_CONFIRMATION_NEEDED) {
        // nothing happened yet: whoever is signed in here stays so while the page asks
        dispatch(userRequestReset());
        return failure;
      }
      dispatch(signOutLocally());
      dispatch(loginFailed(failure));
      if (!isCodeFailure(failure)) dispatch(errorDialogShown(loginErrorDialog(failure)));
      return failure;
    }
    await applySession(dispatch, toSessionUser(answer), body.loginService);
    if (answer.IsFirstLogin) {
      dispatch(successDialogShown({ title: FIRST_LOGIN_TITLE, text: FIRST_LOGIN_TEXT }));
      trackLogin();
    }
    return null;
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
export function restoreSession(): Thunk<Promise<void>> {
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
export function logout(): Thunk<Promise<boolean>> {
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
): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(userProfileUpdated(changes));
    const user = selectSessionUser(getState());
    if (user) await saveStoredUser(user).catch(() => undefined);
  };
}

/** Ends every session (POST /logout-everywhere), then signs out here like logout. */
export function logoutEverywhere(): Thunk<Promise<boolean>> {
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
