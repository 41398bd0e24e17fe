// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_MAIL_CHOICES_PATH } from '../../common/teams/availability';
import { mailChoicesBodySchema } from '../../common/teams/availability-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-my-mail-choices',
  method: 'PUT',
  path: MY_MAIL_CHOICES_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['players'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['players', 'rateLimits'],
  body: mailChoicesBodySchema,
} as const satisfies RouteDef;
