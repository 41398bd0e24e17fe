// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { inboxRequestParamsSchema } from '../../common/requests/inbox';
import { PROFILE_CHANGE_PHOTOS_PATH } from '../../common/squad/profile-change';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-profile-change-photos',
  method: 'GET',
  path: PROFILE_CHANGE_PHOTOS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: [],
  media: ['read-held'],
  params: inboxRequestParamsSchema,
} as const satisfies RouteDef;
