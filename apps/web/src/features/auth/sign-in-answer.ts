// The login answer as the app keeps the signed-in user (only sign-in needs it).
import type { AuthUsersAnswer, SessionUser } from './auth-types';

/** Maps the login answer to the stored user. */
export function toSessionUser(answer: AuthUsersAnswer): SessionUser {
  const data = answer.UserData;
  return {
    token: answer.Token,
    userId: String(data.UserId),
    username: data.Username ?? '',
    email: data.Email ?? null,
    phoneNumber: data.PhoneNumber ?? null,
    loginWith: data.LoginFrom ?? '',
    isTestUser: Boolean(answer.IsTestUser),
    defaultAddress: answer.DefaultAddress ?? null,
  };
}
