import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/*
 * DATA_DIR/kirana.lock is a folder holding holder.json: who holds it (pid, host, since) and a
 * heartbeat the holder rewrites every fifth of the stale time. Whether the holder lives is
 * judged only by watching that heartbeat, never by its pid (a container's server is PID 1 after
 * every restart, so a dead holder's pid is often "alive") nor by comparing host names or clocks
 * (another machine's pids and clocks mean nothing here):
 * - the heartbeat moves while we watch: the holder lives; refuse, naming it;
 * - it stays still for the whole stale time: the holder is dead (kill -9, power loss); take over.
 * Each step that creates or removes the folder is one rename, so two processes never both
 * believe they hold it; a holder that finds the lock no longer names it stops at once.
 */

const HOLDER = 'holder.json';

export interface DataDirLockOptions {
  /** A heartbeat that stays still this long means the holder is dead. Default 10 s. */
  staleMs?: number;
  /** The host name recorded for this holder (tests stand in another machine with it). */
  host?: string;
  /** Called once if another process took the lock over (this one was frozen past the stale time). */
  onLost?: (why: string) => void;
}

interface Holder {
  token: string;
  pid: number;
  host: string;
  since: string;
  beat: number;
}

function errCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException).code;
}

/**
 * The holder file's text, or undefined when the lock folder is gone. A plain kirana.lock file
 * (left by an older version, which kept no heartbeat) is read as a holder that never beats.
 */
function readHolderText(lockDir: string): string | undefined {
  try {
    return readFileSync(join(lockDir, HOLDER), 'utf8');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return undefined;
    if (errCode(err) === 'ENOTDIR') return oldLockText(lockDir);
    throw err;
  }
}

function oldLockText(path: string): string | undefined {
  try {
    return `old:${readFileSync(path, 'utf8')}`;
  } catch (err) {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

function parseHolder(text: string | undefined): Partial<Holder> {
  try {
    return text ? (JSON.parse(text.replace(/^old:/, '')) as Partial<Holder>) : {};
  } catch {
    return {};
  }
}

/** Replaces a file in one step, so a reader sees the old text or the new, never half. */
function writeAtomically(path: string, text: string, token: string): void {
  const tmp = `${path}.${token}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Takes DATA_DIR's lock for this process: PGlite corrupts a folder that two processes open.
 * Waits up to the stale time to tell a live holder (refused, named in the error) from a dead
 * one (taken over). Returns the release function; the lock's heartbeat runs until then.
 */
export async function acquireDataDirLock(
  dataDir: string,
  opts: DataDirLockOptions = {},
): Promise<() => void> {
  const staleMs = opts.staleMs ?? 10_000;
  const lockDir = join(dataDir, 'kirana.lock');
  const token = randomUUID();
  const me: Holder = {
    token,
    pid: process.pid,
    host: opts.host ?? hostname(),
    since: new Date().toISOString(),
    beat: 0,
  };

  for (let attempt = 0; attempt < 10; attempt++) {
    if (tryCreate(lockDir, me)) return startHeartbeat(lockDir, me, staleMs, opts.onLost);

    const seen = readHolderText(lockDir);
    if (seen === undefined) continue; // released while we looked
    const deadline = Date.now() + staleMs;
    let released = false;
    while (Date.now() < deadline) {
      await sleep(Math.min(250, staleMs / 10));
      const now = readHolderText(lockDir);
      if (now === undefined) {
        released = true;
        break;
      }
      if (now !== seen) {
        const h = parseHolder(now);
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${h.pid ?? '?'} on ${h.host ?? 'an unknown host'} ` +
            `(since ${h.since ?? '?'}); stop it first, or point DATA_DIR elsewhere.`,
        );
      }
    }
    if (released) continue;
    takeOverStale(lockDir, seen, token);
  }
  throw new Error(`Could not take the lock ${lockDir}`);
}

/** Creates the lock folder, holder file inside, in one rename; false if it exists. */
function tryCreate(lockDir: string, me: Holder): boolean {
  const fresh = `${lockDir}.new-${me.token}`;
  mkdirSync(fresh);
  writeFileSync(join(fresh, HOLDER), JSON.stringify(me));
  try {
    renameSync(fresh, lockDir);
    return true;
  } catch (err) {
    rmSync(fresh, { recursive: true, force: true });
    if (['EEXIST', 'ENOTEMPTY', 'ENOTDIR', 'EPERM', 'EISDIR'].includes(errCode(err) ?? ''))
      return false;
    throw err;
  }
}

/**
 * Moves a dead holder's lock aside. If what was moved is no longer the lock we watched (another
 * process took over the dead one meanwhile), it goes back, and the next look sees it alive.
 */
function takeOverStale(lockDir: string, seen: string, token: string): void {
  const aside = `${lockDir}.stale-${token}`;
  try {
    renameSync(lockDir, aside);
  } catch (err) {
    if (errCode(err) === 'ENOENT') return;
    throw err;
  }
  if (readHolderText(aside) === seen) {
    rmSync(aside, { recursive: true, force: true });
    return;
  }
  try {
    renameSync(aside, lockDir);
  } catch {
    // a third process created a lock meanwhile; the one moved here has lost it and will notice
    rmSync(aside, { recursive: true, force: true });
  }
}

function startHeartbeat(
  lockDir: string,
  me: Holder,
  staleMs: number,
  onLost: ((why: string) => void) | undefined,
): () => void {
  const path = join(lockDir, HOLDER);
  let stopped = false;
  const lost = (why: string) => {
    stop();
    onLost?.(why);
  };
  const beat = () => {
    try {
      if (parseHolder(readHolderText(lockDir)).token !== me.token) {
        lost(`the lock ${lockDir} was taken over by another process`);
        return;
      }
      me.beat++;
      writeAtomically(path, JSON.stringify(me), me.token);
    } catch (err) {
      lost(`the lock ${lockDir} could not be refreshed: ${(err as Error).message}`);
    }
  };
  const timer = setInterval(beat, Math.max(50, Math.floor(staleMs / 5)));
  timer.unref();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return () => {
    if (stopped) return;
    stop();
    if (parseHolder(readHolderText(lockDir)).token !== me.token) return;
    const gone = `${lockDir}.released-${me.token}`;
    try {
      renameSync(lockDir, gone);
      rmSync(gone, { recursive: true, force: true });
    } catch {
      // already gone
    }
  };
}
