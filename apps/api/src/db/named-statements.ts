import { createHash } from 'node:crypto';
import pg from 'pg';

// PostgreSQL parses and plans every unnamed statement again. Drizzle sends the same few hundred
// statement texts all day, so giving each a name makes node-postgres prepare it once per
// connection and only bind it afterwards: parsing and planning were ~28 % of the database's CPU
// an order (perf, bench/orders-only.ts; decision 0022). Only statements with parameters are
// named (transaction control and DDL come without), and only the first MAX_NAMED texts of a
// pool, so a statement built with a varying shape (a multi-row insert) cannot grow every
// connection's cache without end.

/** Distinct statement texts a pool names; later ones run unnamed, as before. */
export const MAX_NAMED = 400;

/** The names a pool gives statement texts: a hash of the text, for the first `max` texts. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(readonly max = MAX_NAMED) {}

  /** The text's name, or undefined once `max` texts are named. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return name;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * A pg client class (pg.Pool's `Client` option) that names drizzle's parameterised statements
 * by `names`, one registry for every client of the pool.
 */
export function namedStatementsClient(names = new StatementNames()): typeof pg.Client {
  return class NamedStatementsClient extends pg.Client {
    // pg's overloads are many; drizzle calls query(config, values)
    override query(...args: never[]): never {
      const [config, values] = args as unknown[];
      if (
        config !== null &&
        typeof config === 'object' &&
        typeof (config as QueryConfig).text === 'string' &&
        (config as QueryConfig).name === undefined &&
        typeof (config as QueryConfig).submit !== 'function'
      ) {
        const c = config as QueryConfig & { text: string };
        const params = Array.isArray(values) ? values : c.values;
        const name = Array.isArray(params) && params.length > 0 ? names.nameOf(c.text) : undefined;
        if (name) (args as unknown[])[0] = { ...c, name };
      }
      return (super.query as (...a: unknown[]) => unknown)(...args) as never;
    }
  };
}
