// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { SPONSORS_PATH } from '../../common/club/sponsors';
import { sponsorsQuerySchema } from '../../common/club/sponsor-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-sponsors',
  method: 'GET',
  path: SPONSORS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['sponsors'],
  writes: [],
  query: sponsorsQuerySchema,
  // The list only; the logos themselves are kept a year (MEDIA_IMAGE_CACHE_CONTROL).
  cacheSeconds: 60,
} as const satisfies RouteDef;
