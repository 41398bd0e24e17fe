// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_PROFILE_CHANGES_PATH, profileChangeBodySchema } from '../../common/squad/profile-change';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-profile-change',
  method: 'POST',
  path: MY_PROFILE_CHANGES_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['players', 'requests'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['requests', 'counters', 'rateLimits'],
  // A proposed photo: the member's staged upload checked and held (never into the media bucket), dropped if the change is refused.
  media: ['claim', 'hold', 'drop-held'],
  body: profileChangeBodySchema,
} as const satisfies RouteDef;
