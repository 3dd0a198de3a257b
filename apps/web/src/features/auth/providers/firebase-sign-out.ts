/**
 * Sign-out's step for Firebase (forget the email-link address, end the SDK's user if this page
 * used it): loads the provider module (firebase-auth.ts, with its sign-in code) only then, so
 * the shell, which signs out, does not carry it.
 */
export async function signOutOfFirebase(): Promise<void> {
  const provider = await import('./firebase-auth');
  await provider.signOutOfFirebase();
}
