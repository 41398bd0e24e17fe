// GET /api/officer/club-nights/{nightId}/door-list → 200 the night's title and start and every
// valid ticket (holder, id, when admitted), which the door page keeps for when the signal drops;
// 404 for no such night. Officers only.

import { doorList } from '../domain/tickets/admit-ticket';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-door-list';

export const handler = defineHandler(row, async ({ params }) => json(200, await doorList(params.nightId)));
