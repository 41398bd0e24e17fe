// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_POST_PATH, postParamsSchema } from '../../common/news/post-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-officer-post',
  method: 'GET',
  path: OFFICER_POST_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['posts'],
  writes: [],
  params: postParamsSchema,
} as const satisfies RouteDef;
