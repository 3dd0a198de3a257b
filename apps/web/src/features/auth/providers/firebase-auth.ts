// The Firebase Auth SDK, loaded only when the server chooses Firebase (it is ~70 KB gzipped).
import type { Auth, ConfirmationResult, User, UserCredential } from 'firebase/auth';
import type * as FirebaseAuthSdk from 'firebase/auth';
import type { LoginConfigAnswer, LoginUsing } from '../auth-types';
import type { Translate } from '../../../lib/i18n';

type AuthModule = typeof FirebaseAuthSdk;
interface FirebaseAuth {
  auth: Auth;
  sdk: AuthModule;
}

let loaded: Promise<FirebaseAuth> | null = null;
let current: FirebaseAuth | null = null;

/** Starts Firebase Auth with the server's settings (once per page). */
export function loadFirebaseAuth(config: LoginConfigAnswer['Config']): Promise<FirebaseAuth> {
  loaded ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app = initializeApp({
      apiKey: config.FirebaseApiKey ?? undefined,
      authDomain: config.FirebaseAuthDomain ?? undefined,
      projectId: config.FirebaseProjectId ?? undefined,
    });
    const emulator = config.FirebaseAuthEmulatorUrl;
    // Our own session is the Bearer token; Firebase's user lives only as long as the page. The
    // popup resolver given here warms up Google's iframe early on phones (the sign-in box loads
    // the SDK when it shows, so the popup opens within the tap); against an emulator, with no
    // Google host to reach, it is given at the popup only.
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      ...(emulator ? {} : { popupRedirectResolver: sdk.browserPopupRedirectResolver }),
    });
    auth.languageCode = 'en';
    if (emulator) {
      sdk.connectAuthEmulator(auth, emulator, { disableWarnings: true });
      // the emulator checks no reCAPTCHA
      auth.settings.appVerificationDisabledForTesting = true;
    }
    current = { auth, sdk };
    return current;
  })().catch((err: unknown) => {
    loaded = null;
    throw err;
  });
  return loaded;
}

/** Firebase error codes of a sign-in the shopper abandoned: nothing to report. */
const ABANDONED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** The Firebase error code of a failure, if it is one. */
export const firebaseCode = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : null;

export const isAbandoned = (err: unknown) => ABANDONED.has(firebaseCode(err) ?? '');

/** What to tell the shopper about a failed code or number, or null for the generic dialog. */
export function firebaseFailureText(t: Translate, err: unknown): string | null {
  switch (firebaseCode(err)) {
    case 'auth/invalid-verification-code':
      return t('auth.code.wrong');
    case 'auth/code-expired':
      return t('auth.code.expired');
    case 'auth/invalid-phone-number':
      return t('auth.identifier.badMobile');
    case 'auth/invalid-email':
      return t('auth.identifier.badEmail');
    case 'auth/too-many-requests':
      return t('auth.provider.tooMany');
    case 'auth/popup-blocked':
      return t('auth.provider.popupBlocked');
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return t('auth.link.expired');

    default:
      return null;
  }
}

/** Google or Facebook in a popup (Facebook is asked for the email address). */
export async function signInWithProviderPopup(
  config: LoginConfigAnswer['Config'],
  method: Extract<LoginUsing, 'Google' | 'Facebook'>,
): Promise<UserCredential> {
  const { auth, sdk } = await loadFirebaseAuth(config);
  const provider =
    method === 'Google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider();
  if (method === 'Facebook')
    (provider as InstanceType<AuthModule['FacebookAuthProvider']>).addScope('email');
  return sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
}

let recaptcha: { clear(): void } | null = null;

/**
 * Sends an SMS code to +91 `mobile`; an invisible reCAPTCHA guards it, drawn in a fresh element
 * inside `container` each time (reCAPTCHA refuses to render twice into one element).
 */
export async function sendPhoneCode(
  config: LoginConfigAnswer['Config'],
  mobile: string,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  const { auth, sdk } = await loadFirebaseAuth(config);
  const previous = recaptcha;
  recaptcha = null;
  try {
    previous?.clear();
  } catch {
    // already torn down with its page
  }
  container.replaceChildren();
  const host = container.appendChild(document.createElement('div'));
  const verifier = new sdk.RecaptchaVerifier(auth, host, { size: 'invisible' });
  recaptcha = verifier;
  return sdk.signInWithPhoneNumber(auth, `+91${mobile}`, verifier);
}

const EMAIL_KEY = 'kirana.firebaseEmailForSignIn';

/** Emails a sign-in link that comes back to /verify-email, and remembers the address here. */
export async function sendEmailLink(
  config: LoginConfigAnswer['Config'],
  email: string,
  returnTo: string,
): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth(config);
  const back = new URL('/verify-email', window.location.origin);
  if (returnTo !== '/') back.searchParams.set('next', returnTo);
  await sdk.sendSignInLinkToEmail(auth, email, { url: back.href, handleCodeInApp: true });
  localStorage.setItem(EMAIL_KEY, email);
}

/** The address a Firebase sign-in link was sent to from this browser, if any. */
export const emailForLink = (): string | null => localStorage.getItem(EMAIL_KEY);

/** True when `href` is a Firebase email sign-in link (mode=signIn with an oobCode). */
export function isFirebaseEmailLink(href: string): boolean {
  const params = new URL(href).searchParams;
  return params.get('mode') === 'signIn' && Boolean(params.get('oobCode'));
}

/** Completes the email link sign-in for `email`. */
export async function completeEmailLink(
  config: LoginConfigAnswer['Config'],
  email: string,
  href: string,
): Promise<UserCredential> {
  const { auth, sdk } = await loadFirebaseAuth(config);
  const credential = await sdk.signInWithEmailLink(auth, email, href);
  localStorage.removeItem(EMAIL_KEY);
  return credential;
}

/** Removes the provider account: a Facebook login without email or phone may not stay. */
export async function deleteProviderUser(user: User): Promise<void> {
  await user.delete().catch((err: unknown) => console.warn('Could not remove the account', err));
}

/** Signs Firebase out too, when this page loaded it, and forgets a pending email link. */
export async function signOutOfFirebase(): Promise<void> {
  localStorage.removeItem(EMAIL_KEY);
  if (current) await current.sdk.signOut(current.auth).catch(() => undefined);
}
