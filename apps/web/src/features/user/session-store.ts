// Where the signed-in user lives between visits: encrypted and signed like the cart, plus the
// plain login flag and login service the spec keeps in local storage.
import { appSecureStorage, type SecureReadResult } from '../../lib/secure-storage';
import { readLocal, removeLocal, writeLocal } from '../../lib/storage';
import { isSessionUser, type SessionUser } from './user-types';

export const USER_STORAGE_KEY = 'kirana.user';
export const LOGIN_FLAG_KEY = 'kirana.isLoggedIn';
export const LOGIN_SERVICE_KEY = 'kirana.loginService';

/** Saves the user (encrypted) and sets the login flag. */
export async function saveStoredUser(user: SessionUser): Promise<void> {
  await appSecureStorage().setItem(USER_STORAGE_KEY, user);
  writeLocal(LOGIN_FLAG_KEY, 'true');
  writeLocal(LOGIN_SERVICE_KEY, 'kirana');
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
