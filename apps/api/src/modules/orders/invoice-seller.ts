import type { DbOrTx } from '../../db/client';
import { getSetting, type SettingValue } from '../content';
import type { CurrentSeller } from './invoice/invoice-data';

/** The seller as the store's settings name it now. */
export async function currentSeller(db: DbOrTx): Promise<CurrentSeller> {
  return sellerOf(await getSetting(db, 'storeConfigs'));
}

/** The seller as these store settings name it. */
export function sellerOf(store: SettingValue<'storeConfigs'>): CurrentSeller {
  return {
    legalName: store.LegalName,
    storeName: store.StoreName,
    address: store.StoreAddress,
    gstin: store.Gstin,
    state: store.StoreState,
  };
}
