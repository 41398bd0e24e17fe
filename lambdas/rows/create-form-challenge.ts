// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { FORM_CHALLENGES_PATH } from '../../common/requests/form-protocol';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-form-challenge',
  method: 'POST',
  path: FORM_CHALLENGES_PATH,
  access: 'public',
  // A form's first step: held per IP like the forms, and never cached (a POST).
  throttle: 'form',
  reads: [],
  writes: ['formChallenges', 'rateLimits'],
  proofOfWork: 'issue',
  body: z.object({}),
} as const satisfies RouteDef;
