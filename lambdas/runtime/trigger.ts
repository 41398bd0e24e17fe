// The wrapper every user-pool trigger goes through (the triggers' counterpart of handler.ts and
// job.ts): the trigger's id and the Lambda context on its log lines, one line per call with what it
// decided and how long it took, and a failure logged (redacted) and answered with the trigger's
// fallback, never thrown: a thrown error would stop the sign-in itself, and each trigger says what
// it grants when it cannot decide (the officer token trigger: nothing).

import type { Context } from 'aws-lambda';
import type { TriggerDef } from '../route-def';
import { errorFields, logger, withInvocationLog } from './logger';

/** What a call reports for its log line, e.g. `{ scopesAdded: 1 }`. */
export type TriggerReport = Readonly<Record<string, number>>;

export interface TriggerBody<E> {
  /** The event answered, and what to log of it (numbers only: nothing of the user). */
  run(event: E): Promise<{ readonly answer: E; readonly report: TriggerReport }>;
  /** The answer when `run` fails. */
  fallback(event: E): E;
}

export type TriggerHandler<E> = (event: E, context?: Context) => Promise<E>;

export function defineTrigger<E>(row: TriggerDef, body: TriggerBody<E>): TriggerHandler<E> {
  return (event, context) =>
    withInvocationLog({ trigger: row.id }, context, async (elapsedMs) => {
      try {
        const { answer, report } = await body.run(event);
        logger.info('trigger run', { ...report, durationMs: elapsedMs() });
        return answer;
      } catch (error) {
        logger.error('trigger failed, fallback answer', { error: errorFields(error) });
        return body.fallback(event);
      }
    });
}
