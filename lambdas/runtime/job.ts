// The wrapper every scheduled job goes through (the jobs' counterpart of handler.ts): the job's
// id and the Lambda context on its log lines, one line per run with what it did and how long it
// took, and a failure logged (redacted) and rethrown so the run counts as failed.
//
// A run's `now` is the time its schedule fired, the `time` EventBridge writes into the scheduled
// event, so a run EventBridge retries acts for the moment it was due, and the local scheduler, whose
// clock a developer can move (`clock +6d` under `npm start`), hands its moved time the same way.

import type { Context } from 'aws-lambda';
import type { JobDef } from '../route-def';
import { errorFields, logger, withInvocationLog } from './logger';

/** What a run reports for its log line, e.g. `{ sent: 2, retry: 1 }`. */
export type JobReport = Readonly<Record<string, number>>;

export type JobHandler = (event?: unknown, context?: Context) => Promise<JobReport>;

/** The moment a scheduled event was due: its `time`, or the clock's now for an event without one (a test's call). */
export function scheduledTime(event: unknown): number {
  const time = event && typeof event === 'object' ? (event as { time?: unknown }).time : undefined;
  const parsed = typeof time === 'string' ? Date.parse(time) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : Date.now();
}

export function defineJob(job: JobDef, body: (now: number) => Promise<JobReport>): JobHandler {
  return (event, context) =>
    withInvocationLog({ job: job.id }, context, async (elapsedMs) => {
      try {
        const report = await body(scheduledTime(event));
        // A run that found nothing to do is logged only at debug level: a job every minute would
        // otherwise write 1,440 empty lines a day.
        const idle = Object.values(report).every((count) => count === 0);
        logger[idle ? 'debug' : 'info']('job run', { ...report, durationMs: elapsedMs() });
        return report;
      } catch (error) {
        logger.error('job failed', { error: errorFields(error) });
        throw error;
      }
    });
}
