// GET /api/officer/players → every player, active then retired, each by name, with their whole
// record (address and guardian's consent included). Officers only.

import type { OfficerPlayer } from '../../common/squad-api';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryPlayers, toOfficerPlayer } from '../domain/squad/players';
import { row } from '../rows/list-officer-players';

export const handler = defineHandler(row, async () => {
  const [active, retired] = await Promise.all([queryPlayers('active'), queryPlayers('retired')]);
  const body: OfficerPlayer[] = [...active, ...retired].map(toOfficerPlayer);
  return json(200, body);
});
