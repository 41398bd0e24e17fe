// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_ELIGIBILITY_REMINDERS_PATH } from '../../common/squad/eligibility';
import { remindersBodySchema } from '../../common/squad/eligibility-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'send-eligibility-reminders',
  method: 'POST',
  path: OFFICER_ELIGIBILITY_REMINDERS_PATH,
  access: 'officer',
  throttle: 'officer',
  // settings and memberships: whether the club makes its dues a condition to play, and who has paid them.
  reads: ['players', 'seasonDocuments', 'eligibility', 'settings', 'memberships'],
  // outbox: each reminder, due at once for the send-pending-mail job.
  writes: ['outbox'],
  body: remindersBodySchema,
  writesMail: true,
} as const satisfies RouteDef;
