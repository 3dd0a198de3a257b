import { mkdtempSync, mkdirSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { getSetting } from './modules/content';
import { CHILD_TESTS_MS, freePort, runTs, waitFor, type Child } from './test/process';

// The real process, as `npm start` runs it, over the embedded database in DATA_DIR.
describe('the server process on the embedded database', { timeout: CHILD_TESTS_MS }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-data-'));
  const webDist = mkdtempSync(join(tmpdir(), 'kirana-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kirana test shell</title><meta name="description" content="x" /></head><body></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'service-worker.js'), 'self.skipWaiting;');
  const children: Child[] = [];
  const STALE = '3';
  afterAll(() => {
    for (const c of children) c.proc.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  async function start(): Promise<{ child: Child; base: string }> {
    const port = await freePort();
    const child = runTs('src/server.ts', {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      DATA_DIR_LOCK_STALE_SECONDS: STALE,
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok);
    return { child, base };
  }
  const stateOf = async (base: string) =>
    ((await (await fetch(`${base}/api/cache-state`)).json()) as { State: string }).State;

  let firstState = '';

  it('starts, seeds and serves the API and the web app', async () => {
    const { child, base } = await start();
    const store = (await (await fetch(`${base}/api/get-store-configs`)).json()) as {
      StoreName: string;
    };
    expect(store.StoreName).toBe('Kirana');
    firstState = await stateOf(base);

    const home = await fetch(`${base}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>Kirana: ');
    const deep = await fetch(`${base}/cart?x=1`);
    expect(await deep.text()).toContain('<body></body>');
    const asset = await fetch(`${base}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/logo.svg`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
    // the worker script is checked for a new version on every visit
    const worker = await fetch(`${base}/service-worker.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: ');
    const missingApi = await fetch(`${base}/api/nothing-here`);
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toMatchObject({ Code: 'ROUTE_NOT_FOUND' });
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);

    // a second process on the same DATA_DIR is refused, naming the holder
    const second = runTs('src/server.ts', {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      DATA_DIR_LOCK_STALE_SECONDS: STALE,
    });
    children.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`in use by process ${child.proc.pid} on ${hostname()}`);

    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(existsSync(join(dataDir, 'kirana.lock'))).toBe(false);
  });

  it('keeps its data across a restart, and starts again after kill -9', async () => {
    const { child, base } = await start();
    expect(await stateOf(base)).toBe(firstState);
    child.proc.kill('SIGKILL');
    await child.exited;
    // the lock of a killed process is taken over once its heartbeat has stood still
    const again = await start();
    expect(await stateOf(again.base)).toBe(firstState);
    again.child.proc.kill('SIGTERM');
    expect(await again.child.exited).toBe(0);
  });

  it('keeps a committed write through kill -9', async () => {
    const writer = runTs('src/test/write-and-hang.ts', {
      DATA_DIR: dataDir,
      STATE: 'committed-before-kill',
      DATA_DIR_LOCK_STALE_SECONDS: STALE,
    });
    children.push(writer);
    await waitFor(() => writer.output().includes('committed'));
    writer.proc.kill('SIGKILL');
    await writer.exited;
    const database = await openDatabase({ dataDir, lockStaleMs: Number(STALE) * 1000 });
    try {
      expect((await getSetting(database.db, 'cacheState')).State).toBe('committed-before-kill');
    } finally {
      await database.close();
    }
  });
});
