import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { hostname } from 'node:os';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/kirana.lock for this process: PGlite corrupts a folder that two processes
 * open. Refuses, naming the holder, while a live process holds it; takes over a stale lock.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'kirana.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // unreadable lock: a crash while writing it; treat as stale
      }
      const sameHost = !holder.host || holder.host === hostname();
      if (holder.pid && sameHost && isAlive(holder.pid)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${holder.host ?? 'this host'}; ` +
            'stop it first, or point DATA_DIR elsewhere.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
