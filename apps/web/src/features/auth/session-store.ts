// Where the signed-in user lives between visits: encrypted and signed like the cart, plus the
// plain login flag and login service the spec keeps in local storage.
import { appSecureStorage } from '../../lib/app-secure-storage';
import type { SecureReadResult } from '../../lib/secure-storage';
import { readLocal, removeLocal, writeLocal } from '../../lib/storage';
import { isSessionUser, type AuthUsersBody, type SessionUser } from './auth-types';

type LoginService = AuthUsersBody['loginService'];

export const USER_STORAGE_KEY = 'kirana.user';
export const LOGIN_FLAG_KEY = 'kirana.isLoggedIn';
export const LOGIN_SERVICE_KEY = 'kirana.loginService';

/**
 * Saves the user (encrypted) and sets the login flag; `loginService` (the spec's login service:
 * the provider actually used, so sign-out addresses it) is written at sign-in and kept after.
 */
export async function saveStoredUser(
  user: SessionUser,
  loginService?: LoginService,
): Promise<void> {
  await appSecureStorage().setItem(USER_STORAGE_KEY, user);
  writeLocal(LOGIN_FLAG_KEY, 'true');
  if (loginService) writeLocal(LOGIN_SERVICE_KEY, loginService);
}

/** The login service this browser signed in with, if any. */
export function storedLoginService(): string | null {
  return readLocal(LOGIN_SERVICE_KEY);
}

/** Forgets the stored user, the login flag and the login service. */
export function clearStoredUser(): void {
  appSecureStorage().removeItem(USER_STORAGE_KEY);
  removeLocal(LOGIN_FLAG_KEY);
  removeLocal(LOGIN_SERVICE_KEY);
}

/** True while the login flag says a session was saved. */
export function hasLoginFlag(): boolean {
  return readLocal(LOGIN_FLAG_KEY) === 'true';
}

/** Reads the stored user; a well-signed value of the wrong shape counts as invalid. */
export async function readStoredUser(): Promise<SecureReadResult<SessionUser>> {
  const read = await appSecureStorage().getItem<unknown>(USER_STORAGE_KEY);
  if (read.status !== 'ok') return read;
  return isSessionUser(read.value) ? { status: 'ok', value: read.value } : { status: 'invalid' };
}
