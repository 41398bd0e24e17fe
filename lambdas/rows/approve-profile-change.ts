// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { emptyBodySchema, inboxRequestParamsSchema } from '../../common/requests/inbox';
import { APPROVE_PROFILE_CHANGE_PATH } from '../../common/squad/profile-change';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'approve-profile-change',
  method: 'POST',
  path: APPROVE_PROFILE_CHANGE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests', 'players'],
  writes: ['requests', 'players', 'counters', 'outbox'],
  sendsEmail: true,
  // A held photo copied into the media bucket, then dropped; the replaced photo deleted.
  media: ['write', 'read-held', 'drop-held'],
  params: inboxRequestParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
