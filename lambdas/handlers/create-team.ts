// POST /api/officer/teams { name, order } → 201 { id, name, order }. Officers only. The id is made
// from the name and kept (fixtures, players and calendar feeds name it): a name whose id a team
// already has is a 409 naming that team.

import { addTeam } from '../domain/teams/team-writes';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/create-team';

export const handler = defineHandler(row, async ({ body }) => json(201, await addTeam(body, Date.now())));
