// PUT /api/officer/membership-types/{season}/{typeId} { name, priceCents, … } → 200 the type.
// Officers only. The id stays whatever the new name; a member who chose the type keeps the name and
// price they were asked. An id the season has no type of is a 404.

import { changeMembershipType } from '../domain/membership/membership-types';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-membership-type';

export const handler = defineHandler(row, async ({ params, body }) =>
  json(200, await changeMembershipType(params.season, params.typeId, body, Date.now())),
);
