// GET /api/officer/games/{gameId}/availability → 200 { fixture, promptAt, reminderAt, cutoffAt,
// settings, publishedAt?, players: [{ slug, name, under18, reachable, answer?, answeredAt?, promptedAt?,
// remindedAt?, selected, reply?, repliedAt? }] }: who of the fixture's team answered what, available
// first, as it is now (the console asks again every few seconds while it is open). Officers only;
// 404 for an unknown fixture.

import { readFixtureAvailability } from '../domain/availability/fixture-view';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-fixture-availability';

export const handler = defineHandler(row, async ({ params }) => json(200, await readFixtureAvailability(params.gameId)));
