// Test fixture: opens the database in DATA_DIR, commits one setting, says so, then hangs until killed.
import { openDatabase } from '../db/client';
import { putSetting } from '../modules/content';

const database = await openDatabase({ dataDir: process.env.DATA_DIR! });
await putSetting(database.db, 'cacheState', { State: process.env.STATE! });
process.stdout.write('committed\n');
setInterval(() => {}, 1000);
