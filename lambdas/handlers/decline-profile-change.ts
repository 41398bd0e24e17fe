// POST /api/officer/inbox/profile-changes/{requestId}/decline → 200 the request: the change is
// declined, the player left as it is, and the member mailed in fixed words. 409 when the change is
// not pending; 404 for a reference that is not a profile change. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { declineProfileChange } from '../domain/squad/profile-change-decisions';
import { row } from '../rows/decline-profile-change';

export const handler = defineHandler(row, async ({ params, caller }) => {
  return json(200, toInboxRequest(await declineProfileChange(params.requestId, officerName(caller))));
});
