import { Worker } from 'node:worker_threads';
import { pgliteWorkerStart } from '../api-paths';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { CrossedError, WorkerRequest, WorkerResponse } from './pglite-protocol';

type Request = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** What drizzle's PGlite session calls on a client, inside a transaction and out. */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemoteTransaction extends RemoteQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error of the embedded database, rebuilt on this side with its SQLSTATE `code` and fields. */
function rebuild(e: CrossedError): Error {
  const err = new Error(e.message);
  err.name = e.name;
  Object.assign(err, e.fields);
  if (e.stack) err.stack = e.stack;
  return err;
}

/** One mutual exclusion, first come first served. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  async lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const before = this.#tail;
    this.#tail = before.then(() => held);
    await before;
    return release;
  }
}

/**
 * Threads whose in-memory database was closed, for the next one. A thread's first PGlite costs
 * about 2 s more CPU than its next (importing PGlite, compiling and tiering up its WebAssembly):
 * the test suites open an in-memory database for each of ~150 suites a run. A database on disk
 * is opened once a process, and its thread ends with it.
 */
const idleThreads: Worker[] = [];

function newThread(): Worker {
  const start = pgliteWorkerStart();
  const worker = new Worker(start.file, { workerData: { entry: start.entry } });
  // one that stops while idle (it should not) is no longer offered
  worker.once('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  return worker;
}

function keepIdle(worker: Worker): void {
  worker.unref();
  idleThreads.push(worker);
}

/**
 * The main thread's handle on the PGlite instance in the worker (pglite-worker.ts), shaped like
 * the PGlite that drizzle-orm/pglite drives. Requests go to the worker in the order they are
 * made and run there in that order. A transaction holds the mutex from BEGIN to COMMIT or
 * ROLLBACK, so nothing from outside it runs in between (PGlite's own transaction rule).
 */
export class PgliteRemote implements RemoteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  readonly #mutex = new Mutex();
  #nextId = 1;
  #dead: Error | undefined;

  readonly #reuseThread: boolean;
  /** Its thread went back to idleThreads: another database's now, never to be ended from here. */
  #released = false;
  readonly #onMessage = (res: WorkerResponse) => {
    const call = this.#pending.get(res.id);
    if (!call) return;
    this.#pending.delete(res.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (res.ok) call.resolve(res.result);
    else call.reject(rebuild(res.error));
  };
  readonly #onError = (err: Error) => this.#fail(err);
  readonly #onExit = (code: number) =>
    this.#fail(new Error(`The embedded database's thread stopped (exit code ${code})`));

  /**
   * `reuseThread` (in-memory databases): take the thread of a closed one, and leave this one's
   * for the next when closed.
   */
  constructor({ reuseThread = false } = {}) {
    this.#reuseThread = reuseThread;
    this.#worker = (reuseThread && idleThreads.pop()) || newThread();
    this.#worker.unref();
    this.#worker.on('message', this.#onMessage);
    this.#worker.on('error', this.#onError);
    this.#worker.on('exit', this.#onExit);
  }

  #fail(err: Error): void {
    this.#dead ??= err;
    for (const call of this.#pending.values()) call.reject(this.#dead);
    this.#pending.clear();
  }

  /** Sends one request; the worker is kept referenced (the process alive) while any is unanswered. */
  #send(req: Request): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    const answer = new Promise<unknown>((resolve, reject) =>
      this.#pending.set(id, { resolve, reject }),
    );
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ ...req, id });
    return answer;
  }

  /** Sends once no transaction holds the database; does not wait for the answer to release it. */
  async #sendOutside(req: Request): Promise<unknown> {
    const release = await this.#mutex.lock();
    try {
      return this.#send(req);
    } finally {
      release();
    }
  }

  async #query<T>(
    send: (req: Request) => Promise<unknown>,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
      throw new Error('The embedded database thread takes only rowMode and parsers');
    }
    const parsers = options.parsers ?? {};
    const result = (await send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes: Object.keys(parsers).map(Number),
    })) as Results<T>;
    applyParsers(result, parsers, options.rowMode);
    return result;
  }

  /**
   * Opens (creating if need be) the database in `dataDir`, or in memory without one, starting
   * from `loadDataDir` (a `dump`) when given.
   */
  async open(dataDir?: string, loadDataDir?: Uint8Array): Promise<void> {
    await this.#sendOutside({ op: 'open', dataDir, loadDataDir });
  }

  /** A tarball of the database's files, for `open` to start another database from. */
  async dump(): Promise<Uint8Array> {
    return (await this.#sendOutside({ op: 'dump' })) as Uint8Array;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>((r) => this.#sendOutside(r), sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.#sendOutside({ op: 'exec', sql })) as Results[];
  }

  /** BEGIN, `fn`, then COMMIT; ROLLBACK if `fn` throws. Like PGlite's `transaction`. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const release = await this.#mutex.lock();
    try {
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const send = (r: Request) => this.#send(r);
      const tx: RemoteTransaction = {
        query: async (sql, params, options) => (open(), this.#query(send, sql, params, options)),
        exec: async (sql) => (open(), (await send({ op: 'exec', sql })) as Results[]),
        rollback: async () => {
          open();
          await send({ op: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx);
        if (!closed) {
          closed = true;
          await send({ op: 'exec', sql: 'COMMIT' });
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          await send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        }
        throw err;
      }
    } finally {
      release();
    }
  }

  /** Closes the database (its files are complete on disk after this); the thread stays. */
  async closeDatabase(): Promise<void> {
    await this.#sendOutside({ op: 'close' });
  }

  /** Closes the database, then ends the thread (or keeps it for the next, with `reuseThread`). */
  async close(): Promise<void> {
    if (this.#released) return;
    const reuse = this.#reuseThread && !this.#dead;
    if (!this.#dead) await this.closeDatabase();
    this.#dead ??= new Error('The embedded database is closed');
    if (!reuse) return void (await this.#worker.terminate());
    this.#worker.off('message', this.#onMessage);
    this.#worker.off('error', this.#onError);
    this.#worker.off('exit', this.#onExit);
    this.#released = true;
    keepIdle(this.#worker);
  }

  /** Stops the thread at once, mid-query if need be: nothing more reaches the files. */
  async kill(): Promise<void> {
    if (this.#released) return;
    this.#dead ??= new Error('The embedded database was stopped');
    await this.#worker.terminate();
  }
}

/** Runs the caller's parsers over the columns the worker left as PostgreSQL's text. */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: QueryOptions['rowMode'],
): void {
  const columns: { at: number | string; type: number; parse: (v: string, t: number) => unknown }[] =
    [];
  const byName = new Map<string, number>();
  result.fields.forEach((f, i) => byName.set(f.name, i));
  result.fields.forEach((f, i) => {
    const parse = parsers[f.dataTypeID];
    // in object mode a repeated name keeps its last column's value, as PGlite does
    if (!parse || (rowMode !== 'array' && byName.get(f.name) !== i)) return;
    columns.push({ at: rowMode === 'array' ? i : f.name, type: f.dataTypeID, parse });
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const c of columns) {
      const v = row[c.at];
      if (v !== null && v !== undefined) row[c.at] = c.parse(v as string, c.type);
    }
  }
}
