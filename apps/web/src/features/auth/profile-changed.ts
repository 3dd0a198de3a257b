// The profile page's accepted changes into the session (only that page makes them).
import type { AppThunk } from '../../app/store';
import { selectSessionUser, userProfileUpdated } from '../users';
import type { SessionUser } from './auth-types';
import { saveStoredUser } from './session-store';

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
