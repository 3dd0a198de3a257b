// npm run backup -- FILE.tar.gz      packs DATA_DIR's embedded database into FILE
// npm run restore -- FILE.tar.gz     puts it back (the database it replaces is kept aside)
// Both need the server stopped (they take DATA_DIR's lock); docs/deploy.md has the steps.
import { loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from '../db/data-dir-backup';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- FILE.tar.gz | npm run restore -- FILE.tar.gz');
  process.exit(2);
}
const config = loadConfig();
const staleMs = config.DATA_DIR_LOCK_STALE_SECONDS * 1000;
try {
  if (command === 'backup') {
    await backupDataDir(config.DATA_DIR, file, staleMs);
    process.stdout.write(`backed up ${config.DATA_DIR} to ${file}\n`);
  } else {
    const kept = await restoreDataDir(config.DATA_DIR, file, staleMs);
    const aside = kept ? `; the database it replaced is ${kept}` : '';
    process.stdout.write(`restored ${file} into ${config.DATA_DIR}${aside}\n`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
