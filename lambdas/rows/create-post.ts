// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_POSTS_PATH, postCreateSchema } from '../../common/news/post-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-post',
  method: 'POST',
  path: OFFICER_POSTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['posts', 'counters'],
  body: postCreateSchema,
} as const satisfies RouteDef;
