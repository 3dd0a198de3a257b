import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../db/client';
import { createPostgresDatabase } from '../harness';
import { freePort, runTs, waitFor, type Child } from '../process';
import { startNginx, type Nginx } from './nginx';

/**
 * One API process of the cluster: `node --import tsx src/server.ts`, the sources a deployment
 * bundles (`npm run build`; the bundle itself is run by the e2e journeys), so this suite needs no
 * build first.
 */
export interface ApiProcess {
  index: number;
  port: number;
  url: string;
  /** Its SMS_HTTP_TOKEN: which process sent a message. */
  token: string;
  child: Child;
}

export interface Cluster {
  /** nginx in front of the processes, with the users' configuration. */
  proxy: string;
  processes: ApiProcess[];
  /** The cluster's database, opened in the test process for checks and set-ups. */
  database: Database;
  databaseUrl: string;
  /** Starts process `i` again (after a stop or a kill) and waits until it answers. */
  start(i: number): Promise<void>;
  /** SIGTERM to process `i`; resolves with its exit code. */
  terminate(i: number): Promise<number | null>;
  /** SIGKILL to process `i`. */
  kill(i: number): Promise<void>;
  /** The last lines each process (and each one it replaced) wrote, for a failure's message. */
  logs(): string;
  close(): Promise<void>;
}

/** A built storefront shell, so the processes serve server-drawn pages (heads with prices). */
function webShell(dir: string): string {
  const dist = join(dir, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kirana</title><meta name="description" content="x" /></head><body></body></html>',
  );
  return dist;
}

/**
 * `count` API processes as separate OS processes on a fresh copy of this run's seeded
 * PostgreSQL database and the given Redis, behind nginx. `env` is every process's environment
 * (besides PORT, DATABASE_URL and SMS_HTTP_TOKEN); `readUrl` maps the database's URL to a
 * replica's for DATABASE_READ_URL.
 */
export async function startCluster(opts: {
  env: Record<string, string>;
  count?: number;
  proxyPort: number;
  readUrl?: (databaseUrl: string) => string;
}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-cluster-'));
  const pg = await createPostgresDatabase(true);
  const database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
  const ports = await Promise.all(Array.from({ length: opts.count ?? 3 }, () => freePort()));
  const baseEnv = {
    ...opts.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: pg.url,
    ...(opts.readUrl ? { DATABASE_READ_URL: opts.readUrl(pg.url) } : {}),
    WEB_DIST_DIR: webShell(dir),
    SEED: '0',
  };
  const processes: ApiProcess[] = ports.map((port, index) => ({
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    token: `process-${index}`,
    child: undefined as unknown as Child,
  }));
  const start = async (i: number) => {
    const p = processes[i]!;
    if (p.child) earlier.push(`process ${i} (before):\n${p.child.output().slice(-3000)}`);
    p.child = runTs('src/server.ts', { ...baseEnv, PORT: String(p.port), SMS_HTTP_TOKEN: p.token });
    try {
      await waitFor(async () => {
        if (p.child.proc.exitCode !== null) throw new Error('exited');
        return (await fetch(`${p.url}/api/health`)).ok;
      });
    } catch (err) {
      throw new Error(`API process ${i} did not start: ${p.child.output()}`, { cause: err });
    }
  };
  let nginx: Nginx | undefined;
  const earlier: string[] = [];
  const stopAll = async () => {
    for (const p of processes) p.child?.proc.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.child?.exited));
    await nginx?.stop();
  };
  try {
    await Promise.all(processes.map((p) => start(p.index)));
    nginx = await startNginx(dir, opts.proxyPort, ports);
  } catch (err) {
    await stopAll();
    await database.close();
    await pg.drop();
    throw err;
  }
  return {
    proxy: nginx.url,
    processes,
    database,
    databaseUrl: pg.url,
    start,
    terminate: (i) => {
      processes[i]!.child.proc.kill('SIGTERM');
      return processes[i]!.child.exited;
    },
    kill: async (i) => {
      processes[i]!.child.proc.kill('SIGKILL');
      await processes[i]!.child.exited;
    },
    logs: () =>
      [
        ...earlier,
        ...processes.map((p) => `process ${p.index}:\n${p.child.output().slice(-3000)}`),
      ].join('\n'),
    close: async () => {
      await stopAll();
      await database.close();
      await pg.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
