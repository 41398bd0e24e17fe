// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SEASON_DOCUMENT_PATH } from '../../common/squad/eligibility';
import { documentBodySchema, documentParamsSchema } from '../../common/squad/eligibility-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'update-season-document',
  method: 'PUT',
  path: OFFICER_SEASON_DOCUMENT_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['seasonDocuments'],
  writes: ['seasonDocuments'],
  params: documentParamsSchema,
  body: documentBodySchema,
} as const satisfies RouteDef;
