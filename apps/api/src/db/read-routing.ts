import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { namedStatementsClient } from './named-statements';

/**
 * Which server a read of `readDb` goes to when DATABASE_READ_URL names a replica. The replica
 * serves catalogue reads, except:
 * - inside readOnPrimary (a call that writes, or one from a client that wrote a moment ago:
 *   plugins/read-your-writes.ts), so nobody reads older data than they just wrote;
 * - for a while after this process's catalogue cache changed (preferPrimaryFor), so the cache
 *   is not filled again from a replica that has not replayed the change yet;
 * - while the replica does not answer: a read that cannot reach it runs on the primary, and the
 *   replica is left alone for REPLICA_REST_MS before it is tried again.
 */
const onPrimary = new AsyncLocalStorage<true>();

/** Runs `fn` with every `readDb` read inside it on the primary. */
export function readOnPrimary<T>(fn: () => T): T {
  return onPrimary.run(true, fn);
}

/** How long an unreachable replica is left alone before reads try it again. */
export const REPLICA_REST_MS = 5000;

// errors that say the replica is down or unreachable, not that the query is wrong
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or shutting down)
  '3D000', // invalid_catalog_name: a replica without the database (broken, or far behind)
]);
// a hot standby cancels a read that conflicts with replay: the primary answers it
const REPLAY_CONFLICT = '40001';

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function isUnreachable(err: unknown): boolean {
  const code = codeOf(err);
  if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
  const message = err instanceof Error ? err.message : '';
  // node-postgres's own words for a lost or never-made connection carry no code
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout/.test(
    message,
  );
}

/**
 * The replica's pool, answering on the primary's pool when the read must or when the replica
 * does not answer. Drizzle runs `readDb`'s reads through `query`; it never opens a transaction
 * on it (writes and transactions go to `db`).
 */
export class ReplicaPool extends pg.Pool {
  private restUntil = 0;
  private primaryUntil = 0;

  constructor(
    connectionString: string,
    private readonly primary: pg.Pool,
    private readonly warn: (message: string) => void = console.warn,
  ) {
    // a replica that stops answering must cost a read seconds, not forever
    super({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 3000,
      query_timeout: 15_000,
      Client: namedStatementsClient(),
    });
    this.on('error', (err) => warn(`PostgreSQL replica idle client error: ${err.message}`));
  }

  /** Sends reads to the primary for the next `ms` (after a change this process heard of). */
  preferPrimaryFor(ms: number): void {
    this.primaryUntil = Math.max(this.primaryUntil, Date.now() + ms);
  }

  /** Where the next read goes. */
  target(): 'replica' | 'primary' {
    const now = Date.now();
    if (onPrimary.getStore() || now < this.primaryUntil || now < this.restUntil) return 'primary';
    return 'replica';
  }

  // pg's overloads are many; drizzle calls query(config) and awaits the promise
  override query(...args: never[]): never {
    const onThePrimary = () => (this.primary.query as (...a: unknown[]) => unknown)(...args);
    if (typeof args[args.length - 1] === 'function' || this.target() === 'primary') {
      return onThePrimary() as never;
    }
    const onTheReplica = (super.query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return onTheReplica.catch((err: unknown) => {
      if (codeOf(err) === REPLAY_CONFLICT) return onThePrimary();
      if (!isUnreachable(err)) throw err;
      if (Date.now() >= this.restUntil) {
        this.warn(
          `PostgreSQL replica unreachable (${(err as Error).message}); reading the primary`,
        );
      }
      this.restUntil = Date.now() + REPLICA_REST_MS;
      return onThePrimary();
    }) as never;
  }
}
