// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { galleryImageParamsSchema, OFFICER_GALLERY_IMAGE_PATH } from '../../common/gallery/gallery-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-gallery-image',
  method: 'DELETE',
  path: OFFICER_GALLERY_IMAGE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['gallery'],
  writes: ['gallery', 'counters'],
  media: ['write'],
  params: galleryImageParamsSchema,
} as const satisfies RouteDef;
