// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BLOG_POSTS_PATH } from '../../common/news/news';
import { blogPostListQuerySchema } from '../../common/news/news-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-blog-posts',
  method: 'GET',
  path: BLOG_POSTS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['posts', 'counters'],
  writes: [],
  query: blogPostListQuerySchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
