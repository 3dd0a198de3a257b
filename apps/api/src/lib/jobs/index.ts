// Work after a commit: enqueued in the caller's transaction, run once by whichever process claims it.
export {
  defineJob,
  enqueue,
  JobBatch,
  jobHandlers,
  jobType,
  JobPayloadInvalid,
  rowId,
  type Job,
  type JobContext,
  type JobSink,
  type JobType,
  type RunnableJob,
} from './define-job';
export { runDueJobs, startJobWorker, type JobHandlers, type JobOptions } from './jobs';
