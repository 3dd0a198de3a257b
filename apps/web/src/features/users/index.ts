// The users feature's public face (the spec's user state, the profile): what other features and app/ may import.
export {
  defaultAddressUpdated,
  loginFailed,
  loginStarted,
  selectDisplayName,
  selectIsAuthenticated,
  selectSessionStatus,
  selectSessionUser,
  selectUser,
  sessionRestoreFinished,
  sessionRestoreStarted,
  userProfileUpdated,
  userRequestReset,
  userSignedIn,
  userSignedOut,
  userSlice,
} from './user-slice';
export { LanguagePicker } from './components/language-picker';
export { adoptAccountLanguage } from './choose-language';
