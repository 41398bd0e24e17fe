// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { CLUB_OFFICERS_PATH } from '../../common/club/club-officers';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-club-officers',
  method: 'GET',
  path: CLUB_OFFICERS_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['clubOfficers'],
  writes: [],
  // The list only; the photos themselves are kept a year (MEDIA_IMAGE_CACHE_CONTROL).
  cacheSeconds: 60,
} as const satisfies RouteDef;
