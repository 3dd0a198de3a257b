// Work after a commit: enqueued in the caller's transaction, run once by whichever process claims it.
export { enqueueJob, runDueJobs, startJobWorker, type JobHandlers, type JobOptions } from './jobs';
