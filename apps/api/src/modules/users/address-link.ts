import type { Address } from '@kirana/shared';
import type { Db, DbOrTx } from '../../db/client';
import { eraseAddressesOfUser, getDefaultAddress, listAddressesForUser } from '../address';

// The address module, reached through its index only.

/** The user's default delivery address, or null. */
export const defaultAddressOf = (db: Db, userId: number): Promise<Address | null> =>
  getDefaultAddress(db, userId);

/** Every live address of the user, for the data export. */
export const addressesOf = (db: Db, userId: number): Promise<Address[]> =>
  listAddressesForUser(db, userId);

/** Erases the user's addresses, inside the account-deletion transaction. */
export const eraseAddressesOf = (db: DbOrTx, userId: number): Promise<number> =>
  eraseAddressesOfUser(db, userId);
