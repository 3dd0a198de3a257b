import type { UserCredential } from 'firebase/auth';
import type { AppThunk } from '../../../app/store';
import type { ApiFailure } from '../../../lib/api-client';
import { signIn } from '../sign-in-thunks';
import type { LoginUsing } from '../auth-types';
import { deleteProviderUser, signOutOfFirebase } from './firebase-auth';

/**
 * Signs in to Kirana with a Firebase sign-in: the server checks the ID token. A Facebook account
 * without email or phone is refused and removed from Firebase.
 */
export function signInWithFirebase(
  credential: UserCredential,
  method: LoginUsing,
): AppThunk<Promise<ApiFailure | null>> {
  return async (dispatch) => {
    const user = credential.user;
    const failure = await dispatch(
      signIn({
        loginService: 'firebase',
        loginUsing: method,
        idToken: await user.getIdToken(),
        username: user.displayName,
        email: user.email,
        phoneNumber: user.phoneNumber,
      }),
    );
    if (failure?.code === 'FACEBOOK_NO_CONTACT') await deleteProviderUser(user);
    if (failure) await signOutOfFirebase();
    return failure;
  };
}
