import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from '../process';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Replica {
  port: number;
  /** `primaryUrl` with the replica's port. */
  urlFor(primaryUrl: string): string;
  /** Runs a query on the replica's copy of `database`. */
  query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]>;
  stop(): void;
  start(): Promise<void>;
  /** Stops it, deletes its folder and drops its replication slot on the primary. */
  remove(): Promise<void>;
}

/**
 * A streaming replica of the PostgreSQL server at `primaryUrl`, as docs/deploy.md makes one:
 * pg_basebackup -R into a temporary folder, started with pg_ctl on a free port. PostgreSQL
 * refuses to run as root, so when we are root the folder is the `postgres` user's and the
 * commands run as that user. The primary must allow replication connections from 127.0.0.1
 * (.ci/run adds the pg_hba line).
 */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const primary = new URL(primaryUrl);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'kirana-replica-'));
  const data = join(dir, 'data');
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  const owner = asRoot ? { uid: id('-u'), gid: id('-g') } : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  // a file of the replica's folder, the postgres user's when we are root
  const writeOwn = (name: string, text: string) => {
    writeFileSync(join(data, name), text, { mode: 0o600 });
    if (owner) chownSync(join(data, name), owner.uid, owner.gid);
  };
  const run = (bin: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(PG_BIN, bin),
      asRoot ? ['-u', 'postgres', '--', join(PG_BIN, bin), ...args] : args,
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
    );
  const port = await freePort();
  // a replication slot keeps the primary's WAL until the replica has it: without one, a busy
  // primary (other suites making databases) recycled it before the replica connected, and the
  // replica never saw the suite's database
  const slot = `kirana_test_replica_${port}`;
  const onPrimary = async (text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: primaryUrl });
    await c.connect();
    try {
      await c.query(text, values);
    } finally {
      await c.end();
    }
  };
  // slots an earlier run left behind (killed before its clean-up), never one in use
  await onPrimary(
    "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name LIKE 'kirana\\_test\\_replica\\_%' AND NOT active",
  );
  run('pg_basebackup', [
    '-C',
    '-S',
    slot,
    '-h',
    primary.hostname,
    '-p',
    primary.port || '5432',
    '-U',
    decodeURIComponent(primary.username) || 'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  // Debian keeps a cluster's configuration in /etc/postgresql, outside the copied folder
  if (!existsSync(join(data, 'postgresql.conf'))) writeOwn('postgresql.conf', '');
  if (!existsSync(join(data, 'pg_hba.conf'))) {
    writeOwn('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=100`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
    await waitFor(async () => {
      const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await c.connect();
      await c.end();
      return true;
    }, 60_000);
  };
  await start();
  const urlFor = (url: string) => {
    const u = new URL(url);
    u.port = String(port);
    return u.toString();
  };
  return {
    port,
    urlFor,
    query: async <T extends pg.QueryResultRow>(database: string, text: string) => {
      const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
      await c.connect();
      try {
        return (await c.query<T>(text)).rows;
      } finally {
        await c.end();
      }
    },
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    remove: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
      await onPrimary(
        'SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = $1',
        [slot],
      );
    },
  };
}
