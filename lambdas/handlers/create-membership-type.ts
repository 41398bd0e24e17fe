// POST /api/officer/membership-types { season, type: { name, priceCents, includes, minAge?, maxAge?,
// chosenBy, order } } → 201 the type. Officers only. The id is made from the name and kept
// (memberships name it); a name whose id the season already has is a 409 naming that type; a season
// other than this one or the next is a 400.

import { addMembershipType } from '../domain/membership/membership-types';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/create-membership-type';

export const handler = defineHandler(row, async ({ body }) => json(201, await addMembershipType(body.season, body.type, Date.now())));
