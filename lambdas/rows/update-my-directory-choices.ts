// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MEMBER_DIRECTORY_PATH } from '../../common/membership/membership';
import { directoryChoicesSchema } from '../../common/membership/membership-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-my-directory-choices',
  method: 'PUT',
  path: MEMBER_DIRECTORY_PATH,
  access: 'member',
  throttle: 'account',
  reads: ['memberships'],
  writes: ['memberships', 'rateLimits'],
  body: directoryChoicesSchema,
} as const satisfies RouteDef;
