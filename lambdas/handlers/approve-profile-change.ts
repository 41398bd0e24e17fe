// POST /api/officer/inbox/profile-changes/{requestId}/approve → 200 the request: the member's
// proposed bio goes onto their player and the member is mailed, in one transaction. 409 when the
// player was edited or unlinked since the change was sent, or the change is not pending; 404 for a
// reference that is not a profile change. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { approveProfileChange } from '../domain/squad/profile-change-decisions';
import { row } from '../rows/approve-profile-change';

export const handler = defineHandler(row, async ({ params, caller }) => {
  return json(200, toInboxRequest(await approveProfileChange(params.requestId, officerName(caller))));
});
