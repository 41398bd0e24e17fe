// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { rentalTermsBodySchema } from '../../common/rental/rental-model-schemas';
import { OFFICER_RENTAL_TERMS_PATH } from '../../common/rental/rental-terms';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-rental-terms',
  method: 'POST',
  path: OFFICER_RENTAL_TERMS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: ['settings'],
  writes: ['settings'],
  body: rentalTermsBodySchema,
} as const satisfies RouteDef;
