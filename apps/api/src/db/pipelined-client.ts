import type { Socket } from 'node:net';
import pg from 'pg';

// On a 2-core machine shared by the API and PostgreSQL, an order's cost is mostly round trips:
// each one a socket write (writev was over a quarter of the API's busy time) and a wake-up of a
// backend. node-postgres's pipeline mode (its `pipeline` option) sends a query without waiting
// for the answers of those before it; this class adds the two things that turn that into fewer
// round trips (decision 0024):
// - `begin` is answered at once and goes out with the transaction's first statement, and
// - `holdWrites()` keeps what is sent until the event loop's next turn, so statements sent
//   together (a transaction's last write and its commit; reads that do not wait for each other)
//   leave in one socket write and reach the backend as one read.
// PostgreSQL still runs them one after another, in the order sent, each in the transaction.

/** What drizzle's transaction sends first (`begin`, maybe with an isolation level or access mode). */
const BEGIN = /^begin(\s|$)/i;

/** The answer a `begin` gets at once; the real one follows with the next statement's. */
const BEGUN = Object.freeze({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });

type QueryArg = { text?: unknown; values?: unknown; submit?: unknown } | string;

/** A pg client class whose queries pipeline; `Base` is the pool's own client class. */
export function pipelinedClient(Base: typeof pg.Client = pg.Client): typeof pg.Client {
  return class PipelinedClient extends Base {
    private holding = false;

    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        pipeline: true,
      } as pg.ClientConfig);
    }

    // drizzle calls query(config, values); pg.Pool's own query passes a callback
    override query(...args: never[]): never {
      const [config, values] = args as unknown[];
      const withCallback = (args as unknown[]).some((a) => typeof a === 'function');
      if (!withCallback && isBegin(config as QueryArg, values)) {
        // BEGIN fails only on a connection whose transaction failed already or that died; the
        // statements sent behind it then fail as well, so none runs outside a transaction
        this.holdWrites();
        const sent = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
        sent.catch((err: unknown) =>
          console.warn(
            `PostgreSQL begin failed: ${err instanceof Error ? err.message : String(err)}`,
          ),
        );
        return Promise.resolve(BEGUN) as never;
      }
      return (super.query as (...a: unknown[]) => unknown)(...args) as never;
    }

    /** Keeps what this client sends until the event loop's next turn, then sends it in one write. */
    holdWrites(): void {
      if (this.holding) return;
      const socket = (this as unknown as { connection: { stream: Socket } }).connection.stream;
      if (typeof socket.cork !== 'function') return;
      socket.cork();
      this.holding = true;
      setImmediate(() => {
        this.holding = false;
        socket.uncork();
      });
    }
  };
}

function isBegin(config: QueryArg, values: unknown): boolean {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text !== 'string' || !BEGIN.test(text)) return false;
  if (typeof config === 'object' && typeof config.submit === 'function') return false;
  return !(Array.isArray(values) && values.length > 0);
}

/** A client that can send statements together (a PostgreSQL pool's); PGlite's cannot. */
export interface HoldsWrites {
  holdWrites(): void;
}

export function holdsWrites(client: unknown): client is HoldsWrites {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as Partial<HoldsWrites>).holdWrites === 'function'
  );
}
