// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { inboxRequestParamsSchema, noteBodySchema, REQUEST_NOTES_PATH } from '../../common/requests/inbox';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'add-request-note',
  method: 'POST',
  path: REQUEST_NOTES_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['requests'],
  writes: ['requests'],
  params: inboxRequestParamsSchema,
  body: noteBodySchema,
} as const satisfies RouteDef;
