// PUT /api/officer/teams/{teamId} { name, order } → 200 { id, name, order }. Officers only. The id
// stays whatever the new name, so nothing that names the team breaks; an id no team has is a 404.

import { changeTeam } from '../domain/teams/team-writes';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-team';

export const handler = defineHandler(row, async ({ params, body }) => json(200, await changeTeam(params.teamId, body, Date.now())));
