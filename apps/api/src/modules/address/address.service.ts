import { and, desc, eq, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  matchDeliveryArea,
  MAX_ADDRESSES_PER_USER,
  onlyStateOf,
  type Address,
  type AddressInput,
  type AddressListAnswer,
  type DeleteAddressAnswer,
  type DeliveryArea,
  type PincodeServiceability,
} from '@kirana/shared';
import { inTransaction, type Db, type DbOrTx, type Tx } from '../../db/client';
import { CompiledStatements, type CompiledPart } from '../../db/compiled';
import { AppError, notFound } from '../../lib/errors';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { deliveryAreasOfSql, findDeliveryArea, servedTest } from '../delivery';
import { addresses } from './address.tables';
import { columnsOf, toAddress, type Served } from './address-mapping';

// First key of the per-user advisory lock that serialises a user's address changes.
const ADDRESS_LOCK_CLASS = 0x61646472; // 'addr'

const addressNotFound = () => notFound('Address', 'ADDRESS_NOT_FOUND');

/** A live address of this user: the owner is part of every lookup. */
const ownLive = (userId: number | Placeholder, addressId?: number | Placeholder) =>
  and(
    eq(addresses.userId, userId),
    isNull(addresses.deletedAt),
    addressId === undefined ? undefined : eq(addresses.id, addressId),
  );

/** Serialises this user's address changes (count cap, the one default) across connections. */
async function lockOwner(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, ${userId}::int)`);
}

/** A live address of the user inside a transaction, answered with the given serviceability. */
async function readOwn(tx: Tx, userId: number, addressId: number, served: Served) {
  const [row] = await tx.select().from(addresses).where(ownLive(userId, addressId));
  if (!row) throw addressNotFound();
  return toAddress(row, served);
}

/** Makes the address the user's only default; call under lockOwner. */
async function makeDefault(tx: Tx, userId: number, addressId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownLive(userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isDefault: true }).where(ownLive(userId, addressId));
}

function refuseUnserviceable(pincode: string, served: Served): void {
  if (served(pincode)) return;
  throw new AppError(
    400,
    'PINCODE_NOT_SERVICEABLE',
    { messageId: 'delivery.not-served-address', values: { pincode } },
    { messageId: 'errors.address.check-pincode' },
  );
}

/** The user's live addresses: the default first, then the most recently added. */
export async function listAddressesForUser(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(ownLive(userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  if (rows.length === 0) return [];
  const served = await servedTest(db);
  return rows.map((r) => toAddress(r, served));
}

/** The list answer: every live address and which one is the default. */
export async function getAddressList(db: Db, userId: number): Promise<AddressListAnswer> {
  const list = await listAddressesForUser(db, userId);
  return {
    Addresses: list,
    DefaultAddressId: list.find((a) => a.IsDefault)?.AddressId ?? null,
  };
}

/** One live address of the user; another user's id answers 404 like a missing one. */
export async function getAddress(db: DbOrTx, userId: number, addressId: number): Promise<Address> {
  const [row] = await db.select().from(addresses).where(ownLive(userId, addressId));
  if (!row) throw addressNotFound();
  return toAddress(row, await servedTest(db));
}

const addressStatements = new CompiledStatements();

/**
 * getAddress with the delivery area that decides its pincode, in one statement: what placing an
 * order needs. `also` adds other expressions about the shopper to the same read (their wallet
 * balance, their order figures), answered under `also`. The statement is compiled (built once a
 * shape of `also`, then only bound: api/db/compiled.ts), every order making it.
 */
export async function getAddressAndArea<E extends Record<string, SQL<unknown>>>(
  db: DbOrTx,
  userId: number,
  addressId: number,
  also: CompiledPart<() => E>,
): Promise<{
  address: Address;
  area: DeliveryArea | null;
  also: { [K in keyof E]: E[K] extends SQL<infer T> ? T : never };
}> {
  const [row] = await addressStatements.select<{
    address: typeof addresses.$inferSelect;
    areas: DeliveryArea[];
    also: unknown;
  }>(
    db,
    also.shape,
    () =>
      db
        .select({
          address: addresses,
          areas: deliveryAreasOfSql(addresses.pincode),
          also: also.build(),
        })
        .from(addresses)
        .where(ownLive(sql.placeholder('addressUserId'), sql.placeholder('addressId'))),
    { ...also.values, addressUserId: userId, addressId },
  );
  if (!row) throw addressNotFound();
  const area = matchDeliveryArea(row.areas, row.address.pincode);
  const served = (pincode: string) => pincode === row.address.pincode && area?.IsActive === true;
  return { address: toAddress(row.address, served), area, also: row.also as never };
}

/** The user's default address, or null when they have none. */
export async function getDefaultAddress(db: Db, userId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ownLive(userId), eq(addresses.isDefault, true)));
  return row ? toAddress(row, await servedTest(db)) : null;
}

/**
 * Fills the account's empty name and contact mobile from an address the shopper saves (#28: the
 * console showed "No name" and found nobody by mobile). Never overwrites what the account has;
 * the users table is written by name, in the address's own transaction.
 */
async function fillProfileFrom(tx: Tx, userId: number, input: AddressInput): Promise<void> {
  await tx.execute(sql`
    UPDATE users SET
      username = CASE WHEN username = '' THEN ${input.Name} ELSE username END,
      contact_mobile = coalesce(contact_mobile, ${input.Mobile})
    WHERE id = ${userId} AND deleted_at IS NULL AND (username = '' OR contact_mobile IS NULL)`);
}

/** Saves a new address: serviceable pincode, at most 20 per user, the first one the default. */
export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const served = await servedTest(db);
  refuseUnserviceable(input.Pincode, served);
  return inTransaction(db, async (tx) => {
    await lockOwner(tx, userId);
    const live = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(ownLive(userId));
    if (live.length >= MAX_ADDRESSES_PER_USER) {
      throw new AppError(
        409,
        'ADDRESS_LIMIT_REACHED',
        { messageId: 'errors.address.limit', values: { max: MAX_ADDRESSES_PER_USER } },
        { messageId: 'errors.address.limit-hint' },
      );
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf(input), userId })
      .returning({ id: addresses.id });
    if (input.IsDefault || !live.some((a) => a.isDefault)) await makeDefault(tx, userId, row!.id);
    await fillProfileFrom(tx, userId, input);
    return readOwn(tx, userId, row!.id, served);
  });
}

/**
 * Replaces an address's fields. A pincode changed to one the store does not serve is refused;
 * IsDefault true makes it the default, while false never leaves the user without one.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  input: AddressInput,
): Promise<Address> {
  const served = await servedTest(db);
  return inTransaction(db, async (tx) => {
    await lockOwner(tx, userId);
    const [current] = await tx
      .select({ pincode: addresses.pincode })
      .from(addresses)
      .where(ownLive(userId, addressId));
    if (!current) throw addressNotFound();
    if (current.pincode !== input.Pincode) refuseUnserviceable(input.Pincode, served);
    await tx
      .update(addresses)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(ownLive(userId, addressId));
    if (input.IsDefault) await makeDefault(tx, userId, addressId);
    await fillProfileFrom(tx, userId, input);
    return readOwn(tx, userId, addressId, served);
  });
}

/** Soft-deletes an address; when it was the default, the most recently added one left takes over. */
export async function deleteAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<DeleteAddressAnswer> {
  return inTransaction(db, async (tx) => {
    await lockOwner(tx, userId);
    const [gone] = await tx
      .update(addresses)
      .set({ deletedAt: sql`now()`, isDefault: false, updatedAt: sql`now()` })
      .where(ownLive(userId, addressId))
      .returning({ id: addresses.id });
    if (!gone) throw addressNotFound();
    const [current] = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(ownLive(userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (current && !current.isDefault) await makeDefault(tx, userId, current.id);
    return {
      Message: 'Address deleted',
      DeletedAddressId: addressId,
      DefaultAddressId: current?.id ?? null,
    };
  });
}

/** Makes one of the user's addresses their only default, in one transaction. */
export async function setDefaultAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<Address> {
  const served = await servedTest(db);
  return inTransaction(db, async (tx) => {
    await lockOwner(tx, userId);
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownLive(userId, addressId));
    if (!target) throw addressNotFound();
    await makeDefault(tx, userId, addressId);
    return readOwn(tx, userId, addressId, served);
  });
}

/**
 * Whether the store delivers to a pincode, with the sentence to show the shopper, and what the
 * address form can fill in from it: the area's name and the pincode's state.
 */
export async function checkPincode(
  db: Db,
  pincode: string,
  { t }: Reader = readerIn(),
): Promise<PincodeServiceability> {
  const area = await findDeliveryArea(db, pincode);
  const IsServiceable = area?.IsActive === true;
  return {
    Pincode: pincode,
    IsServiceable,
    Message: t(IsServiceable ? 'delivery.served' : 'delivery.not-served', { pincode }),
    Place: area?.Place ?? null,
    State: onlyStateOf(pincode),
  };
}

/**
 * Erases every address of the user, live or deleted (account deletion under the DPDP Act):
 * orders keep their own copy of the delivery address, so nothing else needs these rows.
 */
export async function eraseAddressesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const gone = await db
    .delete(addresses)
    .where(eq(addresses.userId, userId))
    .returning({ id: addresses.id });
  return gone.length;
}
