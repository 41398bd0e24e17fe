// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_UPLOADS_PATH, uploadRequestSchema } from '../../common/uploads';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-upload-forms',
  method: 'POST',
  path: OFFICER_UPLOADS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: [],
  media: ['presign'],
  body: uploadRequestSchema,
} as const satisfies RouteDef;
