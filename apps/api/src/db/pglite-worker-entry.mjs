// The embedded database's worker thread starts here when the API runs from its TypeScript sources
// (tsx, vitest): worker threads do not inherit the tsx loader of the process (nor vitest's), so
// this plain module registers it, then loads the worker. The bundle (apps/api/build.mjs) starts
// its own plain-JavaScript worker, dist/pglite-worker.mjs, instead (api-paths.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
