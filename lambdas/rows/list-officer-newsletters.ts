// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { OFFICER_NEWSLETTERS_PATH } from '../../common/newsletter/newsletter-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'list-officer-newsletters',
  method: 'GET',
  path: OFFICER_NEWSLETTERS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['newsletters'],
  writes: [],
} as const satisfies RouteDef;
