// The embedded database's own thread: it owns the PGlite instance and runs each request of the
// main thread (pglite-remote.ts) in the order they came, one at a time, so a slow query never
// holds up the HTTP thread.
import { parentPort } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { CrossedError, WorkerRequest, WorkerResponse } from './pglite-protocol';

let client: PGlite | undefined;

function open(): PGlite {
  if (!client) throw new Error('The embedded database is not open');
  return client;
}

const keep = (value: string) => value;

/**
 * PostgreSQL's memory inside PGlite's WASM heap, which grows and never shrinks: its defaults
 * (128 MB of shared buffers, 64 MB for index builds) left the store's process at 600-700 MB.
 * The data files stay in the operating system's page cache, so fewer buffers cost little.
 * Figures in docs/decisions/pglite-memory.md.
 */
export const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
];

async function run(req: WorkerRequest): Promise<unknown> {
  switch (req.op) {
    case 'open': {
      if (client) throw new Error('The embedded database is already open');
      const fresh = await PGlite.create({
        dataDir: req.dataDir,
        loadDataDir: req.loadDataDir ? new Blob([req.loadDataDir]) : undefined,
        extensions: { pg_trgm },
        startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
      });
      await fresh.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      client = fresh;
      return null;
    }
    case 'query': {
      const options: QueryOptions = {
        rowMode: req.rowMode,
        parsers: Object.fromEntries(req.rawTypes.map((t) => [t, keep])),
      };
      return await open().query(req.sql, req.params, options);
    }
    case 'exec':
      return await open().exec(req.sql);
    case 'dump': {
      const tar = await open().dumpDataDir('none');
      return new Uint8Array(await tar.arrayBuffer());
    }
    case 'close': {
      const c = client;
      client = undefined;
      await c?.close();
      return null;
    }
  }
}

function crossed(err: unknown): CrossedError {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: CrossedError['fields'] = {};
  for (const [k, v] of Object.entries(e)) {
    if (['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v as never;
  }
  return { message: e.message, name: e.name, stack: e.stack, fields };
}

let queue: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (req: WorkerRequest) => {
  queue = queue.then(async () => {
    let res: WorkerResponse;
    try {
      res = { id: req.id, ok: true, result: await run(req) };
    } catch (err) {
      res = { id: req.id, ok: false, error: crossed(err) };
    }
    try {
      parentPort!.postMessage(res);
    } catch (err) {
      // an answer that cannot cross the thread (a value structured clone refuses)
      parentPort!.postMessage({ id: req.id, ok: false, error: crossed(err) });
    }
  });
});
