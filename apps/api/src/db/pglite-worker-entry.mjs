// The embedded database's worker thread starts here: worker threads do not inherit the tsx
// loader of the process (nor vitest's), so this plain module registers it, then loads the worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
