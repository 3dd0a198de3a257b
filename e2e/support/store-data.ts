import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreSettings } from '@kirana/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDatabase } from '../../apps/api/src/db/seed';
import { getSetting, putSetting } from '../../apps/api/src/modules/content';

/**
 * A data folder holding the seeded demo store with some store settings changed, made with the
 * API's own code before the store starts on it (`startStore({ DATA_DIR })`): settings the server
 * reads once at start, such as the map key behind the CSP, are then in place. Remove it after.
 */
export async function seededDataDir(store: Partial<StoreSettings>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-e2e-data-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await seedDatabase(database.db);
    const current = await getSetting(database.db, 'storeConfigs');
    await putSetting(database.db, 'storeConfigs', { ...current, ...store });
  } finally {
    await database.close();
  }
  return dir;
}
