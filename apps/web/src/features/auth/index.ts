// The auth feature's public face (sign-in flow, session, tokens): what other features and app/ may import.
export { AccountLink } from './components/account-link';
export { SignInGate } from './components/sign-in-gate';
export { normaliseEmail, normaliseMobile } from './identifiers';
export { getLoginConfig } from './api';
export { getProfile } from './session-api';
export { profileChanged } from './profile-changed';
export { defaultAddressChanged, signOutLocally } from './session-thunks';
export { logout, logoutEverywhere } from './sign-out-thunks';
export type { SessionUser } from './auth-types';
