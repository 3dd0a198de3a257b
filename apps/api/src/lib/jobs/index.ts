// Work after a commit: enqueued in the caller's transaction, run once by whichever process claims it.
export {
  defineJob,
  enqueue,
  jobHandlers,
  JobPayloadInvalid,
  type Job,
  type JobContext,
  type RunnableJob,
} from './define-job';
export {
  enqueueJob,
  runDueJobs,
  startJobWorker,
  type JobHandlers,
  type JobOptions,
} from './jobs';
