// The wrapper every user-pool trigger goes through (the triggers' counterpart of handler.ts and
// job.ts): the trigger's id and the Lambda context on its log lines, one line per call with what it
// decided and how long it took, and a failure logged (redacted) and answered with the trigger's
// fallback. A trigger that guards something (sign-up, Cognito's mail) refuses by throwing a
// TriggerRefusal: Cognito then fails the call the visitor made with the refusal's message
// (UserLambdaValidationException; its hosted UI shows the message), so the message is plain words
// for that visitor and nothing else. Anything else thrown is a failure, answered with the fallback:
// the officer token trigger's grants nothing and lets the sign-in go on, a guard's refuses.

import type { Context } from 'aws-lambda';
import type { TriggerDef } from '../route-def';
import { errorFields, logger, withInvocationLog } from './logger';

/** What a call reports for its log line, e.g. `{ scopesAdded: 1 }`. */
export type TriggerReport = Readonly<Record<string, number>>;

/**
 * A refusal the visitor sees: its message is all Cognito passes on (as `UserLambdaValidationException`
 * or on its hosted UI), so it holds plain words and nothing of the user or the pool; its report goes
 * to the log line alone.
 */
export class TriggerRefusal extends Error {
  readonly report: TriggerReport;

  constructor(message: string, report: TriggerReport = {}) {
    super(message);
    this.name = 'TriggerRefusal';
    this.report = report;
  }
}

export interface TriggerBody<E> {
  /** The event answered, and what to log of it (numbers only: nothing of the user); throws a TriggerRefusal to refuse. */
  run(event: E): Promise<{ readonly answer: E; readonly report: TriggerReport }>;
  /** The answer when `run` fails, or a TriggerRefusal thrown when the trigger fails closed. */
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
        if (error instanceof TriggerRefusal) {
          logger.info('trigger refused', { ...error.report, durationMs: elapsedMs() });
          throw error;
        }
        logger.error('trigger failed, fallback answer', { error: errorFields(error) });
        return body.fallback(event);
      }
    });
}
