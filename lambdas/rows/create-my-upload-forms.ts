// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { memberUploadRequestSchema, MY_UPLOADS_PATH } from '../../common/uploads';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-my-upload-forms',
  method: 'POST',
  path: MY_UPLOADS_PATH,
  access: 'member',
  throttle: 'account',
  // Only a member with a player of their own has a photo to propose.
  reads: ['players'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['rateLimits'],
  media: ['presign'],
  body: memberUploadRequestSchema,
} as const satisfies RouteDef;
