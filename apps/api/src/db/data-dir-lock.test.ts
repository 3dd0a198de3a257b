import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { getSetting, putSetting } from '../modules/content';
import { CHILD_TESTS_MS, freePort, runTs, waitFor, type Child } from '../test/process';

// Real processes over one DATA_DIR. A holder is judged alive only by its lock's heartbeat:
// neither its pid (PID 1 in a container, in every life) nor its host name decides.
describe('the DATA_DIR lock between processes', { timeout: CHILD_TESTS_MS }, () => {
  const STALE = '3';
  const children: Child[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const c of children) c.proc.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const newDataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'kirana-lock-'));
    dirs.push(d);
    return d;
  };
  const run = (file: string, env: Record<string, string>) => {
    const c = runTs(file, { DATA_DIR_LOCK_STALE_SECONDS: STALE, LOG_LEVEL: 'warn', ...env });
    children.push(c);
    return c;
  };
  const holderOf = (dataDir: string) =>
    JSON.parse(readFileSync(join(dataDir, 'kirana.lock', 'holder.json'), 'utf8')) as {
      token: string;
      pid: number;
      host: string;
      beat: number;
    };
  const writeAndDie = async (dataDir: string, state: string, env: Record<string, string> = {}) => {
    const writer = run('src/test/write-and-hang.ts', { DATA_DIR: dataDir, STATE: state, ...env });
    await waitFor(() => writer.output().includes('committed'));
    expect(holderOf(dataDir).pid).toBe(writer.proc.pid);
    writer.proc.kill('SIGKILL');
    await writer.exited;
  };

  it('takes over the lock of a killed process that names pid 1 or the new process own pid', async () => {
    const dataDir = newDataDir();
    await writeAndDie(dataDir, 'first');

    // as a killed container's server leaves it: pid 1, alive here as this machine's init
    const left = join(dataDir, 'kirana.lock', 'holder.json');
    writeFileSync(left, JSON.stringify({ ...holderOf(dataDir), pid: 1 }));
    await writeAndDie(dataDir, 'second');

    // the next process finds its own pid in the lock (the restarted container's PID 1 again)
    await writeAndDie(dataDir, 'third', { LEFT_LOCK_NAMES_ME: '1' });

    // and the server starts on it too, with every committed write in place
    const port = await freePort();
    const server = run('src/server.ts', {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      SEED: '0',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok);
    expect(
      ((await (await fetch(`${base}/api/cache-state`)).json()) as { State: string }).State,
    ).toBe('third');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('never takes over a live holder, even one whose lock shows another host name', async () => {
    const dataDir = newDataDir();
    const holder = run('src/test/hold-data-dir.ts', {
      DATA_DIR: dataDir,
      LOCK_HOST: 'another-machine',
    });
    await waitFor(() => holder.output().includes('locked'));
    const before = holderOf(dataDir);
    expect(before.host).toBe('another-machine');

    const server = run('src/server.ts', { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      `DATA_DIR ${dataDir} is in use by process ${holder.proc.pid} on another-machine`,
    );

    // well past the stale time the holder still has its lock, and keeps it fresh
    const opening = openDatabase({ dataDir, lockStaleMs: Number(STALE) * 1000 });
    await expect(opening).rejects.toThrow(`in use by process ${holder.proc.pid}`);
    await new Promise((r) => setTimeout(r, Number(STALE) * 1000 + 500));
    const after = holderOf(dataDir);
    expect(after.token).toBe(before.token);
    expect(after.beat).toBeGreaterThan(before.beat);
    expect(holder.proc.exitCode).toBeNull();

    // once it is gone for good, the lock is free to take after the stale time
    holder.proc.kill('SIGKILL');
    await holder.exited;
    const database = await openDatabase({ dataDir, lockStaleMs: Number(STALE) * 1000 });
    try {
      expect(holderOf(dataDir).pid).toBe(process.pid);
      await putSetting(database.db, 'cacheState', { State: 'after-the-holder' });
      expect((await getSetting(database.db, 'cacheState')).State).toBe('after-the-holder');
    } finally {
      await database.close();
    }
  });
});
