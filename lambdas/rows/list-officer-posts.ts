// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_POSTS_PATH, officerPostsQuerySchema } from '../../common/news/post-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-officer-posts',
  method: 'GET',
  path: OFFICER_POSTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['posts', 'counters'],
  writes: [],
  query: officerPostsQuerySchema,
} as const satisfies RouteDef;
