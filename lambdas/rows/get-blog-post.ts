// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { blogPostParamsSchema } from '../../common/news-requests.ts';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'get-blog-post',
  method: 'GET',
  path: '/public/api/blog-posts/{slug}',
  access: 'public',
  throttle: 'read',
  reads: ['posts'],
  writes: [],
  params: blogPostParamsSchema,
  cacheSeconds: 60,
} as const satisfies RouteDef;
