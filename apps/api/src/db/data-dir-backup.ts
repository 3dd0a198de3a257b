import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';

/*
 * Backups of the embedded database's folder (DATA_DIR/pgdata) as a gzipped tar, taken and put
 * back under DATA_DIR's lock: while the server runs it holds the lock, so a backup or a restore
 * is refused, naming the holder (stop the server first: docs/deploy.md). The system's `tar`
 * does the packing (no library needed for one command).
 */

const PGDATA = 'pgdata';

/** Packs DATA_DIR/pgdata into `file` (written aside and renamed in: never half a backup). */
export async function backupDataDir(
  dataDir: string,
  file: string,
  staleMs?: number,
): Promise<void> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, PGDATA))) throw new Error(`${dir} holds no database (${PGDATA}/)`);
  const release = await acquireDataDirLock(dir, { staleMs });
  try {
    const target = resolve(file);
    const aside = `${target}.partial-${process.pid}`;
    execFileSync('tar', ['-czf', aside, '-C', dir, PGDATA]);
    renameSync(aside, target);
  } finally {
    release();
  }
}

/**
 * Puts the database of backup `file` into DATA_DIR: checked by unpacking it beside the folder
 * first; the database it replaces is kept as pgdata.before-restore-<time>. Answers that name.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  staleMs?: number,
): Promise<string | null> {
  const dir = resolve(dataDir);
  const source = resolve(file);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  const release = await acquireDataDirLock(dir, { staleMs });
  const unpacked = mkdtempSync(join(dir, 'restore-'));
  try {
    execFileSync('tar', ['-xzf', source, '-C', unpacked]);
    if (!existsSync(join(unpacked, PGDATA, 'PG_VERSION'))) {
      throw new Error(`${source} is not a Kirana DATA_DIR backup (no ${PGDATA}/PG_VERSION)`);
    }
    let kept: string | null = null;
    if (existsSync(join(dir, PGDATA))) {
      kept = `${PGDATA}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(join(dir, PGDATA), join(dir, kept));
    }
    renameSync(join(unpacked, PGDATA), join(dir, PGDATA));
    return kept;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}
