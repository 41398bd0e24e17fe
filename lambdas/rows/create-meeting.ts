// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { meetingFormSchema, OFFICER_MEETINGS_PATH } from '../../common/meetings/meeting-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'create-meeting',
  method: 'POST',
  path: OFFICER_MEETINGS_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['meetings'],
  media: ['claim', 'write'],
  body: meetingFormSchema,
} as const satisfies RouteDef;
