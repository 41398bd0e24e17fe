// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import * as z from 'zod';
import { newsletterIdSchema } from '../../common/newsletter/newsletter-edits';
import { newsletterTokenSchema } from '../../common/newsletter/newsletter-requests';
import { ONE_CLICK_FIELD, ONE_CLICK_UNSUBSCRIBE_PATH, ONE_CLICK_VALUE } from '../../common/newsletter/newsletters';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'one-click-unsubscribe',
  method: 'POST',
  path: ONE_CLICK_UNSUBSCRIBE_PATH,
  access: 'public',
  // A mail program telling the site its user unsubscribed: Gmail's few addresses post for all its
  // users, so no per-IP limit (a form's would refuse the twenty-first reader of a newsletter).
  throttle: 'webhook',
  reads: ['subscribers', 'newsletters'],
  writes: ['subscribers', 'counters'],
  params: z.object({ newsletterId: newsletterIdSchema, key: newsletterTokenSchema }),
  // RFC 8058: the POST's body is the key/value pair of List-Unsubscribe-Post, as a form.
  formBody: true,
  body: z.object({ [ONE_CLICK_FIELD]: z.literal(ONE_CLICK_VALUE, { error: `The body must be ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.` }) }),
} as const satisfies RouteDef;
