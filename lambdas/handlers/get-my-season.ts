// GET /api/me/season → 200 { player?: { name, teams }, season, mail?: { availability, selection,
// changes }, fixtures: [{ fixture, answer?, answerOpen, cutoffAt, selected, reply?, replyOpen }] }:
// the signed-in member's season as a player, found by their verified address alone; `{ season,
// fixtures: [] }` when no player is linked to it (most members: /account asks on every visit).

import { verifiedEmail } from '../domain/requests/my-requests';
import { mySeason } from '../domain/availability/my-season';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-my-season';

export const handler = defineHandler(row, async ({ caller }) => json(200, await mySeason(verifiedEmail(caller), Date.now())));
