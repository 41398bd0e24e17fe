// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { deadMailParamsSchema, emptyBodySchema, RETRY_MAIL_PATH } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'retry-dead-mail',
  method: 'POST',
  path: RETRY_MAIL_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['outbox'],
  params: deadMailParamsSchema,
  body: emptyBodySchema,
} as const satisfies RouteDef;
