import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { matchDeliveryArea, type DeliveryArea, type DeliveryEstimate } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { bumpCacheState, getSetting } from '../content';
import type { Reader } from '../../lib/i18n/reader';
import { estimateFor } from './delivery-dates';
import { deliveryAreas } from './delivery.tables';

type Row = typeof deliveryAreas.$inferSelect;

const toArea = (r: Row): DeliveryArea => ({
  Prefix: r.prefix,
  Place: r.place,
  Days: r.days,
  CutoffHour: r.cutoffHour,
  IsActive: r.isActive,
});

/**
 * The areas whose prefix begins a pincode column, as one expression to read with the row that
 * has the pincode (an address); `matchDeliveryArea` then picks the one that decides it.
 */
export const deliveryAreasOfSql = (pincode: AnyColumn): SQL<DeliveryArea[]> =>
  sql`(SELECT coalesce(json_agg(json_build_object('Prefix', ${deliveryAreas.prefix},
      'Place', ${deliveryAreas.place}, 'Days', ${deliveryAreas.days},
      'CutoffHour', ${deliveryAreas.cutoffHour}, 'IsActive', ${deliveryAreas.isActive})), '[]')
    FROM ${deliveryAreas} WHERE ${pincode} LIKE ${deliveryAreas.prefix} || '%')`.mapWith(
    (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as DeliveryArea[],
  );

/** Every delivery area, shortest prefix first (the owner console's list). */
export async function listDeliveryAreas(db: DbOrTx): Promise<DeliveryArea[]> {
  const rows = await db.select().from(deliveryAreas).orderBy(deliveryAreas.prefix);
  return rows.map(toArea);
}

/** The areas from the in-process cache; a change of areas bumps the cache state, which empties it. */
function cachedAreas(deps: Pick<AppDeps, 'database' | 'cache'>): Promise<DeliveryArea[]> {
  return deps.cache.get('delivery:areas', () => listDeliveryAreas(deps.database.readDb));
}

/** The area that decides a pincode (active or not), or null: one small query, no cache. */
export async function findDeliveryArea(db: DbOrTx, pincode: string): Promise<DeliveryArea | null> {
  const rows = await db
    .select()
    .from(deliveryAreas)
    .where(sql`${pincode} LIKE ${deliveryAreas.prefix} || '%'`);
  return matchDeliveryArea(rows.map(toArea), pincode);
}

/** True when the store delivers to the pincode now. */
export async function isPincodeServed(db: DbOrTx, pincode: string): Promise<boolean> {
  return (await findDeliveryArea(db, pincode))?.IsActive === true;
}

/** A test for many pincodes at once (an address list), from one read of the areas. */
export async function servedTest(db: DbOrTx): Promise<(pincode: string) => boolean> {
  const areas = await listDeliveryAreas(db);
  return (pincode) => matchDeliveryArea(areas, pincode)?.IsActive === true;
}

/**
 * The public estimate: whether the store delivers to the pincode and the earliest date of its
 * enabled delivery methods for an order placed `now`.
 */
export async function estimateDelivery(
  deps: Pick<AppDeps, 'database' | 'cache'>,
  pincode: string,
  now: Date,
  reader?: Reader,
): Promise<DeliveryEstimate> {
  const [areas, methods] = await Promise.all([
    cachedAreas(deps),
    getSetting(deps.database.readDb, 'deliveryMethods'),
  ]);
  const enabled = methods.DeliveryMethods.filter((m) => m.IsEnabled);
  return estimateFor(matchDeliveryArea(areas, pincode), enabled, pincode, now, reader);
}

/**
 * Replaces every area (the owner console saves the whole list), then bumps the cache state so
 * every process reads the new areas.
 */
export async function replaceDeliveryAreas(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis'>,
  areas: readonly DeliveryArea[],
): Promise<void> {
  await inTransaction(deps.database.db, (tx) => writeDeliveryAreas(tx, areas));
  await bumpCacheState(deps);
}

/** Replaces every area inside the caller's transaction (the caller bumps the cache state). */
export async function writeDeliveryAreas(tx: DbOrTx, areas: readonly DeliveryArea[]) {
  await tx.delete(deliveryAreas);
  // in slices, so a long list stays within the bind-parameter limit of one statement
  for (let i = 0; i < areas.length; i += 1000) {
    await tx.insert(deliveryAreas).values(
      areas.slice(i, i + 1000).map((a) => ({
        prefix: a.Prefix,
        place: a.Place,
        days: a.Days,
        cutoffHour: a.CutoffHour,
        isActive: a.IsActive,
      })),
    );
  }
}
