// The auth feature's public face: what other features and app/ may import.
export { normaliseEmail, normaliseMobile } from './identifiers';
export { signOutOfFirebase } from './providers/firebase-sign-out';
export { getLoginConfig } from './api';
