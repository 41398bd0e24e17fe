// The event functions: functions that run when AWS reports something, instead of answering
// requests or running on a schedule; one file `lambdas/events/<id>.ts` exporting `handler` per row,
// going through defineEventFunction (lambdas/runtime/event-function.ts). CDK connects each to its
// trigger and grants it exactly its row (infra/constructs/event-functions.ts); locally the same
// environment comes from local/handler-env.ts, and tests invoke the handler with recorded events.

import { type EventFunctionDef, rowById } from './route-def';

export const eventFunctions = [
  {
    id: 'record-mail-events',
    description:
      "Records SES's permanent bounces and complaints: the address suppressed, the mail marked (dead for the club's own address), a newsletter's in its report; too many in a day pause mail to visitors.",
    trigger: 'mail-events',
    // outbox: the mail an event is about is read first; rateLimits: the reports counted and the pause
    // (lambdas/domain/mail/mail-breaker.ts); counters: a newsletter's report counts its bounces and complaints.
    reads: ['outbox'],
    writes: ['mailSuppressions', 'outbox', 'rateLimits', 'counters'],
    clubAddress: true,
  },
] as const satisfies readonly EventFunctionDef[];

export type EventFunctionId = (typeof eventFunctions)[number]['id'];

/** The row of an event function id; its file passes it to defineEventFunction. */
export function eventFunction(id: EventFunctionId): EventFunctionDef {
  return rowById(eventFunctions, id, 'event function');
}

export type { EventFunctionDef } from './route-def';
