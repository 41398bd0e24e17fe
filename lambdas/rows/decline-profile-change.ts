// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { emptyBodySchema, inboxRequestParamsSchema } from '../../common/requests/inbox';
import { DECLINE_PROFILE_CHANGE_PATH } from '../../common/squad/profile-change';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'decline-profile-change',
  method: 'POST',
  path: DECLINE_PROFILE_CHANGE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: ['requests', 'counters', 'outbox'],
  sendsEmail: true,
  // The held photo of a declined change is deleted.
  media: ['drop-held'],
  params: inboxRequestParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
