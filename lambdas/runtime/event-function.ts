// The wrapper every event function goes through (the counterpart of handler.ts and job.ts): the
// function's id and the Lambda context on its log lines; the event checked against the function's
// schema before anything is written, a malformed one refused with a log line naming only where it
// is wrong; one line per event with what it did; a failure logged (redacted) and rethrown, so
// Lambda counts it and the trigger retries it.

import type { Context } from 'aws-lambda';
import type * as z from 'zod';
import type { EventFunctionDef } from '../route-def';
import { errorFields, logger, withInvocationLog } from './logger';

/** What one event did, for the log line, e.g. `{ suppressed: 1 }`. */
export type EventReport = Readonly<Record<string, number>>;

export type EventHandler = (event: unknown, context?: Context) => Promise<EventReport>;

/** Thrown for an event that does not fit the function's schema: nothing was written. */
export class MalformedEventError extends Error {
  override readonly name = 'MalformedEventError';
}

export function defineEventFunction<S extends z.ZodType>(
  row: EventFunctionDef,
  schema: S,
  body: (event: z.infer<S>, now: number) => Promise<EventReport>,
): EventHandler {
  return (event, context) =>
    withInvocationLog({ eventFunction: row.id }, context, async (elapsedMs) => {
      try {
        const parsed = schema.safeParse(event);
        if (!parsed.success) {
          // The paths and codes only: the values may be addresses.
          const issues = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.code}`);
          logger.error('event refused: it does not have the expected shape', { issues });
          // A retry would bring the same event again; failing makes Lambda count it (its Errors metric).
          throw new MalformedEventError(`The event does not have the shape of ${row.trigger}`);
        }
        const report = await body(parsed.data, Date.now());
        logger.info('event handled', { ...report, durationMs: elapsedMs() });
        return report;
      } catch (error) {
        if (!(error instanceof MalformedEventError)) logger.error('event failed', { error: errorFields(error) });
        throw error;
      }
    });
}
