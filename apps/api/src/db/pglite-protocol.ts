/** Messages between the main thread (pglite-remote.ts) and the embedded database's worker. */

export type WorkerRequest =
  | {
      id: number;
      op: 'open';
      dataDir?: string;
      /** a tarball of another database's files (from 'dump') to start from, in memory */
      loadDataDir?: Uint8Array;
    }
  | { id: number; op: 'dump' }
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Column types returned as PostgreSQL's text, for the caller's own parsers. */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** An error as it crossed the thread: its message, class name and own fields (`code` among them). */
export interface CrossedError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: CrossedError };
