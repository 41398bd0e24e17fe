// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { DEAD_MAIL_PATH } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-dead-mail',
  method: 'GET',
  path: DEAD_MAIL_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['outbox'],
  writes: [],
} as const satisfies RouteDef;
