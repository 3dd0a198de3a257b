// The user feature's public face: what other features and app/ may import.
export { AccountLink } from './components/account-link';
export { SignInGate } from './components/sign-in-gate';
export { OTP_FAILURE_BODY, OTP_FAILURE_TITLE } from './sign-in-messages';
export {
  defaultAddressChanged,
  logout,
  logoutEverywhere,
  profileChanged,
  signOutLocally,
} from './session-thunks';
export { signIn } from './sign-in-thunks';
export {
  selectDisplayName,
  selectIsAuthenticated,
  selectUser,
  userSignedOut,
  userSlice,
} from './user-slice';
export type {
  AuthUsersBody,
  LoginConfigAnswer,
  LoginUsing,
  OtpChannel,
  OtpRequestAnswer,
} from './user-types';
export { getProfile } from './api';
