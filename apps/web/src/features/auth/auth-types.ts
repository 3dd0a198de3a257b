// The sign-in and session shapes: the API's contracts (packages/shared auth) and the stored user.

import type {
  Address,
  AuthUsersBody,
  LoginAnswer,
  LoginConfig,
  LoginMethod,
  OtpChannel,
  OtpRequestAnswer,
  UserData,
} from '@kirana/shared';

export type { AuthUsersBody, LoginConfig, OtpChannel, OtpRequestAnswer, UserData };
export type LoginUsing = LoginMethod;
export type AuthUsersAnswer = LoginAnswer;
/** Partial: the configuration may come from an older server. */
export type LoginConfigAnswer = Omit<LoginConfig, 'Config'> & {
  Config: Partial<LoginConfig['Config']>;
};

/** The signed-in user as the app keeps it: token, id, name, email, phone, login method, test flag, default address. */
export interface SessionUser {
  token: string;
  userId: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  loginWith: string;
  isTestUser: boolean;
  defaultAddress: Address | null;
}

/** True when a stored value has the shape of a SessionUser (anything else counts as tampered). */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const optionalText = (x: unknown) => x === null || typeof x === 'string';
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.userId === 'string' &&
    typeof v.username === 'string' &&
    optionalText(v.email) &&
    optionalText(v.phoneNumber) &&
    typeof v.loginWith === 'string' &&
    typeof v.isTestUser === 'boolean'
  );
}
