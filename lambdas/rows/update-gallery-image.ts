// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { galleryImageDetailsSchema, galleryImageParamsSchema, OFFICER_GALLERY_IMAGE_PATH } from '../../common/gallery/gallery-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-gallery-image',
  method: 'PUT',
  path: OFFICER_GALLERY_IMAGE_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['gallery'],
  params: galleryImageParamsSchema,
  body: galleryImageDetailsSchema,
} as const satisfies RouteDef;
