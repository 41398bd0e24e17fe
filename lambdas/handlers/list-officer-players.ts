// GET /api/officer/players → every player, active then retired, each by name, with their whole
// record (address and guardian's consent included). Officers only.

import type { OfficerPlayer } from '../../common/squad/squad-api';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryPlayers, toOfficerPlayer } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/list-officer-players';

export const handler = defineHandler(row, async () => {
  const [active, retired, teams] = await Promise.all([queryPlayers('active'), queryPlayers('retired'), readTeams()]);
  const body: OfficerPlayer[] = [...active, ...retired].map((item) => toOfficerPlayer(item, teams));
  return json(200, body);
});
