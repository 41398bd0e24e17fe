// GET /public/api/teams → { teams: [{ id, name, order }] }: the club's sides in its order, the
// default side (common/teams/teams.ts DEFAULT_TEAM) always among them.

import type { TeamsAnswer } from '../../common/teams/teams';
import { readTeams } from '../domain/teams/teams';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-teams';

export const handler = defineHandler(row, async () => {
  const body: TeamsAnswer = { teams: await readTeams() };
  return json(200, body);
});
