// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { GALLERY_PAGE_SIZE, GALLERY_PATH } from '../../common/gallery/gallery';
import { pageQuerySchema } from '../../common/pagination';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-gallery-images',
  method: 'GET',
  path: GALLERY_PATH,
  access: 'public',
  throttle: 'read',
  reads: ['gallery', 'counters'],
  writes: [],
  query: pageQuerySchema(GALLERY_PAGE_SIZE),
  // The list only; the images themselves are kept a year (MEDIA_IMAGE_CACHE_CONTROL).
  cacheSeconds: 60,
} as const satisfies RouteDef;
