// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_SEASON_DOCUMENTS_PATH } from '../../common/squad/eligibility';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-season-documents',
  method: 'GET',
  path: OFFICER_SEASON_DOCUMENTS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['seasonDocuments'],
  writes: [],
} as const satisfies RouteDef;
