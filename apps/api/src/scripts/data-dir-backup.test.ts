import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { staff } from '../modules/staff/staff.tables';
import { CHILD_TESTS_MS, runTs } from '../test/process';

// The backup and restore of DATA_DIR that docs/deploy.md tells a one-machine shop to run, as
// `npm run backup` / `npm run restore` run them: the real script, in its own process.
describe('backing up and restoring DATA_DIR', { timeout: CHILD_TESTS_MS }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-backup-data-'));
  const backups = mkdtempSync(join(tmpdir(), 'kirana-backups-'));
  const file = join(backups, 'kirana.tar.gz');
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  });

  const script = async (command: 'backup' | 'restore') => {
    const child = runTs('src/scripts/data-dir-backup.ts', { DATA_DIR: dataDir }, [command, file]);
    return { code: await child.exited, output: child.output() };
  };
  const staffNamed = async (email: string) => {
    const database = await openDatabase({ dataDir });
    try {
      return (await database.db.select().from(staff).where(eq(staff.email, email))).length;
    } finally {
      await database.close();
    }
  };

  it('restores the database as it was at the backup, keeping the replaced one aside', async () => {
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(staff)
      .values({ name: 'Before Backup', email: 'before@backup.test', role: 'owner' });
    await database.close();

    const backup = await script('backup');
    expect(backup.code, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    const later = await openDatabase({ dataDir });
    await later.db.delete(staff).where(eq(staff.email, 'before@backup.test'));
    await later.db
      .insert(staff)
      .values({ name: 'After Backup', email: 'after@backup.test', role: 'packer' });
    await later.close();

    const restore = await script('restore');
    expect(restore.code, restore.output).toBe(0);
    expect(await staffNamed('before@backup.test')).toBe(1);
    expect(await staffNamed('after@backup.test')).toBe(0);
    expect(readdirSync(dataDir).some((n) => n.startsWith('pgdata.before-restore-'))).toBe(true);
  });

  it('refuses while the server holds DATA_DIR, naming the holder', async () => {
    const running = await openDatabase({ dataDir });
    try {
      for (const command of ['backup', 'restore'] as const) {
        const refused = await script(command);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(new RegExp(`in use by process ${process.pid} `));
      }
    } finally {
      await running.close();
    }
  });
});
