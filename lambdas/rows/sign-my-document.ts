// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { MY_DOCUMENT_SIGNATURE_PATH } from '../../common/squad/eligibility';
import { documentParamsSchema, signatureBodySchema } from '../../common/squad/eligibility-schemas';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'sign-my-document',
  method: 'POST',
  path: MY_DOCUMENT_SIGNATURE_PATH,
  access: 'member',
  throttle: 'account',
  // seasonDocuments: read for the current version; eligibility: the answer is the member's eligibility after the signature.
  // settings and memberships: whether the club makes its dues a condition to play, and who has paid them.
  reads: ['players', 'seasonDocuments', 'eligibility', 'settings', 'memberships'],
  // rateLimits: the per-user limit of its throttle class (perUserLimits), which the wrapper counts there.
  writes: ['eligibility', 'rateLimits'],
  params: documentParamsSchema,
  body: signatureBodySchema,
} as const satisfies RouteDef;
