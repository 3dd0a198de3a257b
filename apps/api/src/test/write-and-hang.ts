// Test fixture: opens the database in DATA_DIR, commits one setting, says so, then hangs until
// killed. With LEFT_LOCK_NAMES_ME=1 it first makes the lock a killed process left name this
// process's own pid, as happens to a container's server (PID 1 in every life).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { putSetting } from '../modules/content';

const dataDir = process.env.DATA_DIR!;
if (process.env.LEFT_LOCK_NAMES_ME === '1') {
  const holder = join(dataDir, 'kirana.lock', 'holder.json');
  writeFileSync(
    holder,
    JSON.stringify({ ...JSON.parse(readFileSync(holder, 'utf8')), pid: process.pid }),
  );
}
const stale = Number(process.env.DATA_DIR_LOCK_STALE_SECONDS);
const database = await openDatabase({
  dataDir,
  lockStaleMs: stale > 0 ? stale * 1000 : undefined,
});
await putSetting(database.db, 'cacheState', { State: process.env.STATE! });
process.stdout.write('committed\n');
setInterval(() => {}, 1000);
