// One row of the route table; lambdas/routes.ts lists every row and says why each has a module of its own.

import { meetingParamsSchema, OFFICER_MEETING_PATH } from '../../common/meetings/meeting-edits';
import type { RouteDef } from '../route-def';

export const row = {
  id: 'delete-meeting',
  method: 'DELETE',
  path: OFFICER_MEETING_PATH,
  access: 'officer',
  throttle: 'officer',
  reads: [],
  writes: ['meetings'],
  media: ['write'],
  params: meetingParamsSchema,
} as const satisfies RouteDef;
