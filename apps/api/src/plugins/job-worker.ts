import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { jobHandlers, startJobWorker } from '../lib/jobs';
import type { OrderMoves } from '../modules/orders';
import { JOBS } from '../jobs';

/** Work after commits (order messages...): every process runs a worker; jobs are claimed once. */
export function installJobWorker(
  app: FastifyInstance,
  deps: AppDeps,
  orderMoves: OrderMoves,
): void {
  let stopJobs: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopJobs = startJobWorker(
      deps.database.db,
      jobHandlers(JOBS, { deps, log: app.log, orderMoves }),
      app.log,
      { leaseSeconds: deps.config.JOB_LEASE_SECONDS },
    );
  });
  app.addHook('onClose', async () => stopJobs?.());
}
