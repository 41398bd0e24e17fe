// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { galleryImagesCreateSchema, OFFICER_GALLERY_IMAGES_PATH } from '../../common/gallery/gallery-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-gallery-images',
  method: 'POST',
  path: OFFICER_GALLERY_IMAGES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['gallery', 'counters'],
  media: ['claim', 'write'],
  body: galleryImagesCreateSchema,
} as const satisfies RouteDef;
