// POST /api/officer/memberships { season, typeId, sub } → 201 the membership as the treasurer's view
// shows it, owing the type's price: the treasurer starts a membership of this season or the next for
// a member the club knows, with any of the season's types (one not offered online too), then records
// what they paid with the spine's row (lambdas/domain/membership/membership-start.ts). A type the
// season does not have is a 400, a member the club does not know a 404, one who holds the season's
// membership already a 409. Officers only.

import { startMembershipFor } from '../domain/membership/membership-start';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/start-membership';

export const handler = defineHandler(row, async ({ body }) => json(201, await startMembershipFor(body, Date.now())));
