import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CacheState,
  DeliveryMethods,
  HomeShelf,
  StoredHomeBanner,
  PaymentMethods,
  PlatformFeeConfigs,
  ProductConfigs,
  ShippingConfigs,
  StoreSettings,
  type StoreConfigs,
} from '@kirana/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { settings } from './content.tables';

let writes = 0;

/**
 * How many settings writes this process has made: an in-process copy of settings read before
 * the count moved is stale. (Other processes' writes move the cache state, as told through
 * Redis; every console change of a setting bumps it after its commit.)
 */
export const settingsWrites = (): number => writes;

/** Counts a settings write of this process (after it is made). */
export function settingsWritten(): void {
  writes++;
}

/** Every settings key with the schema its stored value must satisfy. */
export const SETTING_SCHEMAS = {
  storeConfigs: StoreSettings,
  productConfigs: ProductConfigs,
  shippingConfigs: ShippingConfigs,
  platformFeeConfigs: PlatformFeeConfigs,
  deliveryMethods: DeliveryMethods,
  paymentMethods: PaymentMethods,
  homeBanners: z.array(StoredHomeBanner),
  homeShelves: z.array(HomeShelf),
  cacheState: CacheState,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;
/** What may be written: the stored form before the schema's defaults are filled in. */
export type SettingInput<K extends SettingKey> = z.input<(typeof SETTING_SCHEMAS)[K]>;

/** Reads one setting, checked against its schema; a missing one is a configuration error. */
export async function getSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
): Promise<SettingValue<K>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return checkedSetting(key, row);
}

/** Stored settings rows by key, read in one statement (a key never saved is absent). */
export type SettingRows = ReadonlyMap<string, unknown>;

/** Reads the rows of several settings in one statement, for settingFrom and its like. */
export async function readSettingRows(db: DbOrTx, keys: readonly string[]): Promise<SettingRows> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** One setting out of readSettingRows, checked as getSetting checks it. */
export const settingFrom = <K extends SettingKey>(rows: SettingRows, key: K): SettingValue<K> =>
  checkedSetting(key, rows.has(key) ? { value: rows.get(key) } : undefined);

function checkedSetting<K extends SettingKey>(
  key: K,
  row: { value: unknown } | undefined,
): SettingValue<K> {
  if (!row) throw new AppError(503, 'SETTING_MISSING', `The store is not configured yet (${key})`);
  return SETTING_SCHEMAS[key].parse(row.value) as SettingValue<K>;
}

/** Writes one setting after checking it against its schema. */
export async function putSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: SettingInput<K>,
): Promise<void> {
  const checked = SETTING_SCHEMAS[key].parse(value);
  await db
    .insert(settings)
    .values({ key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: sql`now()` } });
  settingsWritten();
}

/** The /get-store-configs answer: the stored settings, with the Maps script only when a map key is set. */
export async function getStoreConfigs(db: Db, mapsSdkUrl: string): Promise<StoreConfigs> {
  const store = await getSetting(db, 'storeConfigs');
  return { ...store, MapSdkUrl: store.MapApiKey ? mapsSdkUrl : null };
}
