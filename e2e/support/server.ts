import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDatabase } from '../../apps/api/src/db/seed';
import { apiNodeFlags } from '../../apps/api/src/node-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm run build` makes of the API (apps/api/build.mjs), run with `npm start`'s node flags. */
const API_START = [...apiNodeFlags(), 'apps/api/dist/server.mjs'];

export interface StoreServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** This run's seeded embedded database folder (e2e/vitest.config.ts names the run; global-setup.ts deletes it). */
const seededTemplateDir = (run: string) => join(tmpdir(), `kirana-e2e-seeded-${run}`);

/**
 * The files of a migrated and seeded embedded database, made once per run: each store starts
 * on a copy instead of migrating and seeding in WebAssembly again (seconds every time).
 */
async function seededPgdata(): Promise<string | null> {
  const run = process.env.KIRANA_E2E_RUN;
  if (!run || !/^[\w-]+$/.test(run)) return null;
  const dir = seededTemplateDir(run);
  if (existsSync(join(dir, 'pgdata'))) return join(dir, 'pgdata');
  const building = mkdtempSync(join(tmpdir(), 'kirana-e2e-building-'));
  const database = await openDatabase({ dataDir: building });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  try {
    renameSync(building, dir);
  } catch (err) {
    // suites run two at a time: the other worker's copy landed first, and is the same
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
    rmSync(building, { recursive: true, force: true });
  }
  return join(dir, 'pgdata');
}

const PORTS_DIR = join(tmpdir(), `kirana-e2e-ports-${process.env.KIRANA_E2E_RUN ?? 'solo'}`);

/** Whether nothing listens on `port` of 127.0.0.1 now. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * A port for one store, claimed for this run by a lock file and released by `stop`. Asking the
 * kernel for a free port and starting the store on it left a moment in which the other worker's
 * store could be handed the same one: the second store then failed to bind while its health
 * check was answered by the first, and its suite talked to a store with another ADMIN_TOKEN
 * (live-order.e2e.ts: 401 on the owner's call). Ports come from below Linux's ephemeral range
 * (32768 and up), so no connection the kernel opens takes one either.
 */
async function claimPort(): Promise<{ port: number; release: () => void }> {
  mkdirSync(PORTS_DIR, { recursive: true });
  const first = 20_000 + Math.floor(Math.random() * 12_000);
  for (let i = 0; i < 12_000; i++) {
    const port = 20_000 + ((first - 20_000 + i) % 12_000);
    const lock = join(PORTS_DIR, String(port));
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      continue; // another store of this run holds it
    }
    if (await portFree(port)) return { port, release: () => rmSync(lock, { force: true }) };
    rmSync(lock, { force: true });
  }
  throw new Error('no free port for a store');
}

/** Starts the production server (built web app, seeded embedded database) on a loopback port. */
export async function startStore(env: Record<string, string> = {}): Promise<StoreServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-e2e-'));
  const template = env.DATA_DIR ? null : await seededPgdata();
  if (template) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  const { port, release } = await claimPort();
  // the API's bundle, as `npm start` runs it (global-setup.ts builds it from these sources): one
  // process, so SIGTERM reaches the server itself
  const proc: ChildProcess = spawn(process.execPath, API_START, {
    cwd: ROOT,
    env: {
      ...process.env,
      // one process per store: two stores run at once (vitest.config.ts) and Redis's channels
      // are global, so a shared Redis would carry one store's order moves and cache versions to
      // the other; several processes on one Redis are proven by the API's *.redis-test.ts suites
      REDIS_URL: undefined,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // every test of a suite signs in from 127.0.0.1: together they ask for more codes than
      // one shopper's 15-minute allowance
      OTP_REQUESTS_PER_IP: '100000',
      SIGN_IN_ATTEMPTS_PER_IP: '100000',
      // the browser is closed before the store stops: nothing is in hand to drain (the drain is
      // proven by the API's cluster suite), and 48 stores x 2 s of waiting is CI time
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (i > 600 || proc.exitCode !== null) {
        release();
        throw new Error('store did not start');
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
      release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
