// Test fixture: takes DATA_DIR's lock as the server does, under the host name LOCK_HOST (standing
// in another machine that mounts the same folder), says so, then holds it until killed.
import { acquireDataDirLock } from '../db/data-dir-lock';

await acquireDataDirLock(process.env.DATA_DIR!, {
  staleMs: Number(process.env.DATA_DIR_LOCK_STALE_SECONDS) * 1000,
  host: process.env.LOCK_HOST,
});
process.stdout.write('locked\n');
setInterval(() => {}, 1000);
