// Sign-in (POST /auth-users) with the dialogs its failures show; only the sign-in pages use it.
import { LOGIN_CONFIRMATION_NEEDED } from '@kirana/shared';
import type { AppDispatch, AppThunk } from '../../app/store';
import { trackLogin } from '../../lib/analytics';
import { setAuthToken, toFailure, type ApiFailure } from '../../lib/api-client';
import { postAuthUsers } from './api';
import { errorDialogShown } from '../ui';
import { showToast } from '../../lib/toasts';
import { appT } from '../../lib/i18n';
import { saveStoredUser } from './session-store';
import { signOutLocally } from './session-thunks';
import {
  adoptAccountLanguage,
  loginFailed,
  loginStarted,
  userRequestReset,
  userSignedIn,
} from '../users';
import type { AuthUsersAnswer, AuthUsersBody, SessionUser } from './auth-types';
import { toSessionUser } from './sign-in-answer';

/** Error codes of a wrong or spent one-time code: shown next to the code box, not in a dialog. */
export const OTP_CODE_ERRORS = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS']);

/** True when a failed sign-in is about the code itself (the page shows it inline). */
export function isCodeFailure(failure: ApiFailure): boolean {
  return OTP_CODE_ERRORS.has(failure.code ?? '');
}

/** The dialog of a failed login: one text for 400, one for 500, one for anything else. */
export function loginErrorDialog(failure: ApiFailure): { title: string; body: string } {
  if (failure.code === 'FACEBOOK_NO_CONTACT')
    return {
      title: appT('auth.facebookNoContact.title'),
      body: appT('auth.facebookNoContact.body'),
    };
  const errorMessage = failure.body?.ErrorMessage || failure.message;
  if (failure.status === 400)
    return { title: errorMessage, body: failure.body?.ErrorDescription || failure.description };
  if (failure.status >= 500) return { title: errorMessage, body: appT('auth.login500.body') };
  return { title: failure.message, body: appT('auth.loginOther.body') };
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
  void adoptAccountLanguage();
}

/**
 * Posts the user data (POST /auth-users). Success signs in and, on the first login ever, shows
 * 'Logged in!' (a toast) and records the login. A wrong code resolves with the failure for the page to
 * show; other failures sign out and open the spec's error dialog. Resolves to the failure or null.
 */
export function signIn(body: AuthUsersBody): AppThunk<Promise<ApiFailure | null>> {
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
      // a toast, not a dialog: the shopper goes on to where they were headed without a CLOSE
      showToast('success', `${appT('auth.firstLogin.title')} ${appT('auth.firstLogin.text')}`);

      trackLogin();
    }
    return null;
  };
}
