// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { BLOG_POST_PATH } from '../../common/news/news';
import { blogPostParamsSchema } from '../../common/news/news-requests';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-blog-post',
  method: 'GET',
  path: BLOG_POST_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['posts'],
  writes: [],
  params: blogPostParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
