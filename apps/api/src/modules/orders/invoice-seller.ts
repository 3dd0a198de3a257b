import type { DbOrTx } from '../../db/client';
import { getSetting } from '../content';
import type { CurrentSeller } from './invoice/invoice-data';

/** The seller as the store's settings name it now. */
export async function currentSeller(db: DbOrTx): Promise<CurrentSeller> {
  const store = await getSetting(db, 'storeConfigs');
  return {
    legalName: store.LegalName,
    storeName: store.StoreName,
    address: store.StoreAddress,
    gstin: store.Gstin,
    state: store.StoreState,
  };
}
