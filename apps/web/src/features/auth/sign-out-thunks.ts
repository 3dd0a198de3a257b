// Sign-out, here or on every device, with the dialogs its failures show; only the drawer and the
// profile page offer it, so the first screen does without it.
import type { AppDispatch, AppThunk } from '../../app/store';
import { toFailure } from '../../lib/api-client';
import { runBeforeSignOut } from '../../lib/before-sign-out';
import { errorDialogShown } from '../ui';
import { appT, loadNamespaces } from '../../lib/i18n';
import { postLogout, postLogoutEverywhere } from './session-api';
import { signOutLocally } from './session-thunks';

/** How the page reloads after a sign-out (replaceable in tests). */
export const pageReload = { reload: () => globalThis.location.reload() };

/** The page reloads 2 s after a sign-out. */
export const LOGOUT_RELOAD_MS = 2000;

/** Refuses a sign-out while offline (it says so); else runs the steps that need the session. */
async function readyToSignOut(dispatch: AppDispatch): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // the drawer offers sign-out on pages that have not loaded the auth messages (offline, the
    // file comes from the service worker's precache if at all)
    await loadNamespaces(['auth']).catch(() => undefined);
    dispatch(
      errorDialogShown({
        title: appT('auth.signOut.offlineTitle'),
        body: appT('auth.signOut.offlineBody'),
      }),
    );

    return false;
  }
  await runBeforeSignOut();
  return true;
}

/** Drops the session here and reloads the page 2 s later. */
function signedOut(dispatch: AppDispatch): true {
  dispatch(signOutLocally());
  setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_MS);
  return true;
}

/**
 * Signs out: refused while offline; otherwise tells the server, clears the
 * stored login flag and user, and reloads the page 2 s later. Resolves true when signed out.
 */
export function logout(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (!(await readyToSignOut(dispatch))) return false;
    try {
      await postLogout();
    } catch (err) {
      // The token is dropped on this device whatever the answer; a 401 means it already was.
      console.warn('Sign-out call failed', toFailure(err).message);
    }
    return signedOut(dispatch);
  };
}

/** Ends every session (POST /logout-everywhere), then signs out here like logout. */
export function logoutEverywhere(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    if (!(await readyToSignOut(dispatch))) return false;
    try {
      await postLogoutEverywhere();
    } catch (err) {
      const failure = toFailure(err);
      if (failure.status !== 401) {
        dispatch(errorDialogShown({ title: failure.message, body: failure.description }));
        return false;
      }
    }
    return signedOut(dispatch);
  };
}
